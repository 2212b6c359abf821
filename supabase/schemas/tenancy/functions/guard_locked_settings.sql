-- Settings that would rewrite a locked period: only an owner moves the lock date back or clears it
-- (code without a signed-in user may); the fiscal year start and the currency stay while the locked
-- period holds postings; and the cash account may not change so that an account with locked
-- postings starts or stops counting as cash (the closed period's cash figures would move).
create or replace function private.guard_locked_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_locked date;
  v_account public.accounts;
begin
  if old.locked_through is not null
     and (new.locked_through is null or new.locked_through < old.locked_through)
     and auth.uid() is not null
     and not public.has_org_role(old.organization_id, array['owner']) then
    raise exception 'Only an owner can reopen a locked period (move the lock date back or clear it)' using errcode = '42501';
  end if;

  if (new.fiscal_year_start_month, new.currency) is distinct from (old.fiscal_year_start_month, old.currency) then
    -- Postings on or before the lock that is in force before this change.
    v_locked := private.locked_postings_through(old.organization_id);
    if v_locked is not null then
      raise exception 'The fiscal year start and the currency cannot change while a locked period holds postings (locked through %); an owner reopens the period first',
        v_locked using errcode = '23514';
    end if;
  end if;

  if new.default_cash_account_id is distinct from old.default_cash_account_id then
    -- The old and the new cash account: does either stop or start counting as cash?
    for v_account in
      select a.* from public.accounts a where a.id in (old.default_cash_account_id, new.default_cash_account_id)
    loop
      if private.counts_as_cash(v_account, (select t.name from public.account_types t where t.id = v_account.account_type_id), old.default_cash_account_id)
         <> private.counts_as_cash(v_account, (select t.name from public.account_types t where t.id = v_account.account_type_id), new.default_cash_account_id) then
        v_locked := private.locked_postings_through(old.organization_id, v_account.id);
        if v_locked is not null then
          raise exception 'Account % % has postings in the locked period (through %): it cannot start or stop counting as cash. Choose an account that already counts as cash',
            v_account.code, v_account.name, v_locked using errcode = '23514';
        end if;
      end if;
    end loop;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_locked_settings() from public, anon, authenticated, service_role;
