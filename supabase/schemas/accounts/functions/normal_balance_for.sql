-- The normal balance of a category: debit for Assets and Expenses, credit for Liabilities, Net
-- Assets and Revenue.
create or replace function private.normal_balance_for(p_category text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_category in ('Assets', 'Expenses') then 'debit' else 'credit' end
$$;
revoke all on function private.normal_balance_for(p_category text) from public, anon, authenticated, service_role;
