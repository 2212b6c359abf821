-- RPC for owners, admins and members, on a reconciliation in progress: matches a statement line by
-- hand to open ledger lines that add up to it (private.bank_match).
create or replace function public.match_bank_statement_line(p_statement_line_id uuid, p_journal_entry_line_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations;
begin
  select * into v_rec from public.bank_reconciliations r
  where r.id = (select s.reconciliation_id from public.bank_statement_lines s where s.id = p_statement_line_id);
  v_rec := private.bank_reconciliation_for(v_rec.id, true);
  perform private.bank_match(v_rec, p_statement_line_id, p_journal_entry_line_ids, 'manual');
end;
$$;
revoke all on function public.match_bank_statement_line(p_statement_line_id uuid, p_journal_entry_line_ids uuid[]) from public, anon, authenticated, service_role;
grant execute on function public.match_bank_statement_line(p_statement_line_id uuid, p_journal_entry_line_ids uuid[]) to authenticated, service_role;
