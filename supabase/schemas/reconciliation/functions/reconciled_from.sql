-- The first date the account is reconciled from: lines before the account's first statement are
-- history the bank never listed in these statements.
create or replace function private.reconciled_from(p_account_id uuid)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select min(r.statement_start_date) from public.bank_reconciliations r where r.account_id = p_account_id
$$;
revoke all on function private.reconciled_from(p_account_id uuid) from public, anon, authenticated, service_role;
