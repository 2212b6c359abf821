-- The other paths by which a locked period's statements could change without a posting in an open
-- period (issue 22, point 5). docs/data-model.md#period-lock lists every path checked and what
-- closes it; this migration closes the ones that were open:
--   * a fund's restriction class (it decides which net asset class its balance is in): fixed
--     while the fund has postings in the locked period (the Funds screen's RPC already refuses it
--     for any fund with postings; this covers every other writer, the Data API included);
--   * the lock date: only an owner may move it back or clear it (reopen a period); admins may
--     lock further. Code without a signed-in user (migrations, the service role, the seed) may;
--   * the fiscal year start and the currency, which relabel every locked figure: fixed while a
--     locked period holds postings (an owner reopens the period first);
--   * which accounts count as cash (the dashboard's cash figures), through renaming or deleting
--     the Bank account type (deleting it sets its accounts' type to null after the type row is
--     gone, so the accounts' own trigger cannot see that they were Bank accounts) or changing the
--     settings' cash account.

create or replace function private.guard_locked_fund_restriction()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_locked date;
begin
  if new.restriction = old.restriction then
    return new;
  end if;
  v_locked := private.locked_postings_through(old.organization_id, null, old.id);
  if v_locked is not null then
    raise exception 'Fund "%" has postings in the locked period (through %): its restriction cannot change. Release or reclassify its net assets with a journal entry in an open period',
      old.name, v_locked using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger funds_locked_restriction
  before update of restriction on public.funds
  for each row execute function private.guard_locked_fund_restriction();

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

create trigger organization_settings_locked_period
  before update on public.organization_settings
  for each row execute function private.guard_locked_settings();

-- Renaming a type to or from 'Bank', or deleting the Bank type, changes which of its accounts
-- count as cash.
create or replace function private.guard_locked_bank_type()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new_name text := case when tg_op = 'UPDATE' then new.name end;
  v_account public.accounts;
  v_locked date;
begin
  if (old.name = 'Bank') = (coalesce(v_new_name, '') = 'Bank') or private.organization_gone(old.organization_id) then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  for v_account in select a.* from public.accounts a where a.account_type_id = old.id loop
    if private.counts_as_cash(v_account, old.name, (select s.default_cash_account_id from public.organization_settings s where s.organization_id = old.organization_id))
       <> private.counts_as_cash(v_account, v_new_name, (select s.default_cash_account_id from public.organization_settings s where s.organization_id = old.organization_id)) then
      v_locked := private.locked_postings_through(old.organization_id, v_account.id);
      if v_locked is not null then
        raise exception 'Account % % has postings in the locked period (through %): renaming or deleting its type % would change whether it counts as cash',
          v_account.code, v_account.name, v_locked, old.name using errcode = '23514';
      end if;
    end if;
  end loop;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger account_types_locked_bank
  before update of name or delete on public.account_types
  for each row execute function private.guard_locked_bank_type();

revoke execute on function private.guard_locked_fund_restriction() from public;
revoke execute on function private.guard_locked_settings() from public;
revoke execute on function private.guard_locked_bank_type() from public;
