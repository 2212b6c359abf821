-- Trigger on account_types (account_types_locked_bank): renaming a type to or from 'Bank', or
-- deleting the Bank type, changes which of its accounts count as cash, and with it the cash
-- figures of the locked period. Refused when such an account has postings in the locked period.
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
revoke all on function private.guard_locked_bank_type() from public, anon, authenticated, service_role;
