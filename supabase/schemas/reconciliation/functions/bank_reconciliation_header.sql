-- The header of a reconciliation: the statement, every figure (opening, cleared, difference,
-- outstanding, ledger balance at the end) and who started and finished it. One definition for
-- the summary RPC and the full answer.
create or replace function private.bank_reconciliation_header(p_reconciliation_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', r.id, 'organization_id', r.organization_id, 'account_id', r.account_id, 'account_code', a.code, 'account_name', a.name,
    'statement_start_date', r.statement_start_date, 'statement_end_date', r.statement_end_date, 'status', r.status,
    'opening_balance', f.opening_balance, 'ending_balance', f.ending_balance,
    'cleared_deposits', f.cleared_deposits, 'cleared_payments', f.cleared_payments,
    'cleared_balance', f.cleared_balance, 'difference', f.difference,
    'statement_lines', f.statement_lines, 'matched_lines', f.matched_lines,
    'outstanding_deposits', o.deposits, 'outstanding_payments', o.payments, 'outstanding_count', o.n,
    'ledger_balance', (
      select coalesce(sum(l.debit - l.credit), 0) from public.journal_entry_lines l
      join public.journal_entries e on e.id = l.journal_entry_id
      where l.organization_id = r.organization_id and l.account_id = r.account_id and e.status = 'posted'
        and e.entry_date <= r.statement_end_date),
    'created_at', r.created_at, 'created_by_name', coalesce(nullif(pc.full_name, ''), pc.email),
    'finished_at', r.finished_at, 'finished_by_name', coalesce(nullif(pf.full_name, ''), pf.email),
    'is_last', not exists (select 1 from public.bank_reconciliations x where x.account_id = r.account_id and x.statement_end_date > r.statement_end_date),
    'can_undo', public.has_org_role(r.organization_id, array['owner', 'admin']))
  from public.bank_reconciliations r
  join public.accounts a on a.id = r.account_id
  cross join lateral private.bank_reconciliation_figures(r.id) f
  cross join lateral (
    select coalesce(sum(g.amount) filter (where g.amount > 0), 0) as deposits,
           coalesce(-sum(g.amount) filter (where g.amount < 0), 0) as payments,
           count(*)::integer as n
    from private.bank_reconciliation_ledger(r.id) g where not g.cleared) o
  left join public.profiles pc on pc.id = r.created_by
  left join public.profiles pf on pf.id = r.finished_by
  where r.id = p_reconciliation_id
$$;
revoke all on function private.bank_reconciliation_header(p_reconciliation_id uuid) from public, anon, authenticated, service_role;
