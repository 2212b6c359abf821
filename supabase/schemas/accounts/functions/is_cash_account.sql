-- Cash on hand counts the asset accounts that hold money: the chart's cash and savings accounts,
-- the organization's default cash account, and any asset account of type Bank a user adds.
create or replace function private.is_cash_account(p_account public.accounts, p_type_name text, p_default_cash uuid)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_account.category = 'Assets'
     and (p_account.system_key in ('cash', 'savings') or p_account.id = p_default_cash or p_type_name = 'Bank')
$$;
revoke all on function private.is_cash_account(p_account accounts, p_type_name text, p_default_cash uuid) from public, anon, authenticated, service_role;
