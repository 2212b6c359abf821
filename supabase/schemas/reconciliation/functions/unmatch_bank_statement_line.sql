-- RPC for owners, admins and members, on a reconciliation in progress: removes a statement line's
-- matches; its ledger lines are open again.
create or replace function public.unmatch_bank_statement_line(p_statement_line_id uuid)
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
  delete from public.bank_statement_matches m where m.statement_line_id = p_statement_line_id;
end;
$$;
revoke all on function public.unmatch_bank_statement_line(p_statement_line_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.unmatch_bank_statement_line(p_statement_line_id uuid) to authenticated, service_role;
