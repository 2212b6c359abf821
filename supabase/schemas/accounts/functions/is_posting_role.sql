-- The roles (system keys) the database's automatic postings look accounts up by: documents,
-- transactions without an account, releases, imports (Conversion Clearing and Interfund Balances,
-- docs/import.md). Such an account cannot be deactivated, deleted, turned into a placeholder or
-- moved to another category. The other keys of the default chart ('travel', 'rent' ...) only name
-- the account and restrict nothing.
create or replace function private.is_posting_role(p_system_key text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_system_key in (
    'cash', 'accounts_receivable', 'pledges_receivable', 'inventory', 'accounts_payable', 'accrued_payroll',
    'deferred_revenue', 'contributions', 'grants', 'in_kind_contributions', 'salaries', 'payroll_taxes', 'benefits',
    'released_from_restriction', 'uncategorized_asset', 'uncategorized_liability', 'uncategorized_income',
    'uncategorized_expense', 'conversion_clearing', 'interfund'), false)
$$;
revoke all on function private.is_posting_role(p_system_key text) from public, anon, authenticated, service_role;
