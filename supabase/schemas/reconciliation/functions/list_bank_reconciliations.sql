-- RPC for members: the reconciliation list: every active cash account with its ledger balance,
-- last reconciled date and the reconciliation in progress, and every reconciliation with its
-- figures (a public.bank_reconciliation_list, read from the jsonb built here).
create or replace function public.list_bank_reconciliations(p_organization_id uuid)
returns public.bank_reconciliation_list
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return jsonb_populate_record(null::public.bank_reconciliation_list, jsonb_build_object(
    'accounts', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', a.id, 'code', a.code, 'name', a.name,
        'ledger_balance', (select coalesce(sum(l.debit - l.credit), 0) from public.journal_entry_lines l
                            join public.journal_entries e on e.id = l.journal_entry_id
                            where l.account_id = a.id and e.status = 'posted'),
        'last_reconciled_date', (select max(r.statement_end_date) from public.bank_reconciliations r where r.account_id = a.id and r.status = 'finished'),
        'in_progress_id', (select r.id from public.bank_reconciliations r where r.account_id = a.id and r.status = 'in_progress'))
        order by a.code)
      from public.accounts a
      where a.organization_id = p_organization_id and a.is_active and not a.is_placeholder and private.account_counts_as_cash(a)), '[]'::jsonb),
    'reconciliations', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', r.id, 'account_id', r.account_id, 'account_code', a.code, 'account_name', a.name,
        'statement_start_date', r.statement_start_date, 'statement_end_date', r.statement_end_date,
        'opening_balance', r.opening_balance, 'ending_balance', r.ending_balance, 'status', r.status,
        'difference', f.difference, 'statement_lines', f.statement_lines, 'matched_lines', f.matched_lines,
        'finished_at', r.finished_at, 'finished_by_name', coalesce(nullif(p.full_name, ''), p.email))
        order by r.statement_end_date desc, a.code)
      from public.bank_reconciliations r
      join public.accounts a on a.id = r.account_id
      cross join lateral private.bank_reconciliation_figures(r.id) f
      left join public.profiles p on p.id = r.finished_by
      where r.organization_id = p_organization_id), '[]'::jsonb)));
end;
$$;
revoke all on function public.list_bank_reconciliations(p_organization_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.list_bank_reconciliations(p_organization_id uuid) to authenticated, service_role;
