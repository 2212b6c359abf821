-- The category a transaction type's account must belong to (Income: Revenue, Expense: Expenses,
-- Asset: Assets, Liability: Liabilities), and so the Uncategorized account it falls back on.
create or replace function private.transaction_category(p_type text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_type when 'Income' then 'Revenue' when 'Expense' then 'Expenses' when 'Asset' then 'Assets' else 'Liabilities' end
$$;
revoke all on function private.transaction_category(p_type text) from public, anon, authenticated, service_role;
