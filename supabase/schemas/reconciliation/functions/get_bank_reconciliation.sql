-- RPC for members: the whole reconciliation at once (the PDF/XLSX report): the header, every
-- statement line with its matches and reference, every ledger line (a
-- public.bank_reconciliation_report, read from the jsonb built here). The workspace pages instead.
create or replace function public.get_bank_reconciliation(p_reconciliation_id uuid)
returns public.bank_reconciliation_report
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, false);
begin
  return jsonb_populate_record(null::public.bank_reconciliation_report, jsonb_build_object(
    'reconciliation', private.bank_reconciliation_header(v_rec.id),
    'statement_lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', s.id, 'line_date', s.line_date, 'amount', s.amount, 'payee', s.payee, 'description', s.description,
        'reference', s.reference, 'bank_transaction_id', s.bank_transaction_id, 'source_format', s.source_format,
        'matched_line_ids', coalesce((select jsonb_agg(m.journal_entry_line_id) from public.bank_statement_matches m where m.statement_line_id = s.id), '[]'::jsonb),
        'match_method', (select min(m.method) from public.bank_statement_matches m where m.statement_line_id = s.id))
        order by s.line_date, s.line_number)
      from public.bank_statement_lines s where s.reconciliation_id = v_rec.id), '[]'::jsonb),
    'ledger_lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', g.line_id, 'entry_id', g.entry_id, 'entry_date', g.entry_date, 'amount', g.amount, 'description', g.description,
        'reference', g.reference, 'source_type', g.source_type, 'source_id', g.source_id,
        'statement_line_id', case when g.cleared then g.statement_line_id end, 'cleared', g.cleared)
        order by g.entry_date, g.line_id)
      from private.bank_reconciliation_ledger(v_rec.id) g), '[]'::jsonb)));
end;
$$;
revoke all on function public.get_bank_reconciliation(p_reconciliation_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_bank_reconciliation(p_reconciliation_id uuid) to authenticated, service_role;
