-- Writes matches after checking them: the statement line is open, the ledger lines are open lines
-- of this reconciliation, and they add up to the statement line's amount.
create or replace function private.bank_match(p_rec public.bank_reconciliations, p_statement_line_id uuid, p_line_ids uuid[], p_method text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_line public.bank_statement_lines;
  v_found integer;
  v_sum numeric;
begin
  select * into v_line from public.bank_statement_lines s where s.id = p_statement_line_id and s.reconciliation_id = p_rec.id;
  if not found then
    raise exception 'Statement line not found in this reconciliation' using errcode = 'PT404';
  end if;
  if exists (select 1 from public.bank_statement_matches m where m.statement_line_id = p_statement_line_id) then
    raise exception 'This statement line is already matched; unmatch it first' using errcode = '23514';
  end if;
  if p_line_ids is null or cardinality(p_line_ids) = 0 then
    raise exception 'Choose at least one ledger line to match' using errcode = '22023';
  end if;
  select count(*), coalesce(sum(g.amount), 0) into v_found, v_sum
  from private.bank_reconciliation_ledger(p_rec.id) g
  where g.line_id = any (p_line_ids) and g.statement_line_id is null;
  if v_found <> cardinality(array(select distinct unnest(p_line_ids))) then
    raise exception 'A chosen ledger line is already matched or does not belong to this account and period' using errcode = '23514';
  end if;
  if v_sum <> v_line.amount then
    raise exception 'The chosen ledger lines add up to %, but the statement line is %', v_sum, v_line.amount using errcode = '23514';
  end if;
  insert into public.bank_statement_matches (organization_id, reconciliation_id, statement_line_id, journal_entry_line_id, journal_entry_id, amount, method)
  select p_rec.organization_id, p_rec.id, p_statement_line_id, l.id, l.journal_entry_id, l.debit - l.credit, p_method
  from public.journal_entry_lines l where l.id = any (p_line_ids);
end;
$$;
revoke all on function private.bank_match(p_rec bank_reconciliations, p_statement_line_id uuid, p_line_ids uuid[], p_method text) from public, anon, authenticated, service_role;
