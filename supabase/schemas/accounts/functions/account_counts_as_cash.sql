-- private.counts_as_cash for an account row, with its own type's name and the organization's cash
-- account read here (the form the account and settings guards compare before and after a change).
create or replace function private.account_counts_as_cash(p_account public.accounts)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.counts_as_cash(
    p_account,
    (select t.name from public.account_types t where t.id = p_account.account_type_id),
    (select s.default_cash_account_id from public.organization_settings s where s.organization_id = p_account.organization_id))
$$;
revoke all on function private.account_counts_as_cash(p_account accounts) from public, anon, authenticated, service_role;
