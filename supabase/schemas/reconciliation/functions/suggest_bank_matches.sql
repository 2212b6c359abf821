-- RPC for members: the suggested matches of a reconciliation (private.bank_match_suggestions).
create or replace function public.suggest_bank_matches(p_reconciliation_id uuid)
returns table (statement_line_id uuid, journal_entry_line_ids uuid[], amount numeric, date_gap integer, shared_words integer, kind text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.bank_reconciliation_for(p_reconciliation_id, false);
  return query select * from private.bank_match_suggestions(p_reconciliation_id);
end;
$$;
revoke all on function public.suggest_bank_matches(p_reconciliation_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.suggest_bank_matches(p_reconciliation_id uuid) to authenticated, service_role;
