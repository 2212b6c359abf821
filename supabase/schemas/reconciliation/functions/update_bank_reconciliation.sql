-- RPC for owners, admins and members, on a reconciliation in progress: changes the statement's end
-- date or ending balance. The end stays on or after the start and after every matched line.
create or replace function public.update_bank_reconciliation(p_reconciliation_id uuid, p_statement_end_date date, p_ending_balance numeric)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, true);
begin
  if p_statement_end_date < v_rec.statement_start_date then
    raise exception 'The statement must end on or after its start date (%)', v_rec.statement_start_date using errcode = '22023';
  end if;
  if exists (select 1 from public.bank_statement_matches m join public.journal_entries e on e.id = m.journal_entry_id
             where m.reconciliation_id = v_rec.id and e.entry_date > p_statement_end_date) then
    raise exception 'Matched ledger lines are dated after that day; unmatch them first' using errcode = '23514';
  end if;
  update public.bank_reconciliations r set statement_end_date = p_statement_end_date, ending_balance = round(p_ending_balance, 2)
  where r.id = v_rec.id;
end;
$$;
revoke all on function public.update_bank_reconciliation(p_reconciliation_id uuid, p_statement_end_date date, p_ending_balance numeric) from public, anon, authenticated, service_role;
grant execute on function public.update_bank_reconciliation(p_reconciliation_id uuid, p_statement_end_date date, p_ending_balance numeric) to authenticated, service_role;
