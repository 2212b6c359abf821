-- RPC for owners, admins and members, on a reconciliation in progress: accepts every suggestion,
-- and repeats while new ones appear (a line freed by a mutual choice may then be the best for
-- another), at most 10 rounds. Returns the number of statement lines matched.
create or replace function public.accept_bank_match_suggestions(p_reconciliation_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, true);
  v_round integer;
  v_total integer := 0;
begin
  for i in 1..10 loop
    with s as (select * from private.bank_match_suggestions(v_rec.id)),
    ins as (
      insert into public.bank_statement_matches (organization_id, reconciliation_id, statement_line_id, journal_entry_line_id, journal_entry_id, amount, method)
      select v_rec.organization_id, v_rec.id, s.statement_line_id, l.id, l.journal_entry_id, l.debit - l.credit, 'suggested'
      from s cross join lateral unnest(s.journal_entry_line_ids) as u (line_id)
      join public.journal_entry_lines l on l.id = u.line_id
      on conflict (journal_entry_line_id) do nothing
      returning statement_line_id
    )
    select count(distinct statement_line_id) into v_round from ins;
    v_total := v_total + v_round;
    exit when v_round = 0;
  end loop;
  return v_total;
end;
$$;
revoke all on function public.accept_bank_match_suggestions(p_reconciliation_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.accept_bank_match_suggestions(p_reconciliation_id uuid) to authenticated, service_role;
