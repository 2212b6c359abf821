-- Whether an account row counts as cash, given its type's name and the settings' cash account:
-- private.is_cash_account answered with a definite true or false (it is null for an account
-- without a system key that is not cash, and null never compares as a change).
create or replace function private.counts_as_cash(p_account public.accounts, p_type_name text, p_default_cash uuid)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(private.is_cash_account(p_account, p_type_name, p_default_cash), false)
$$;
revoke all on function private.counts_as_cash(p_account accounts, p_type_name text, p_default_cash uuid) from public, anon, authenticated, service_role;
