-- RPC for owners, admins and members, on a reconciliation in progress: types in a statement line
-- the file lacks (or one of a paper statement): a date not after the statement's end, a non-zero
-- amount (+ money in, - money out), the description the bank shows. Its bank id is unique
-- ("manual:" and a random uuid), so it is never taken for a duplicate of an imported line.
create or replace function public.add_bank_statement_line(
  p_reconciliation_id uuid,
  p_date date,
  p_amount numeric,
  p_description text,
  p_reference text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, true);
  v_id uuid;
begin
  if p_date is null or p_amount is null or round(p_amount, 2) = 0 then
    raise exception 'Give the line''s date and a non-zero amount' using errcode = '22023';
  end if;
  if nullif(btrim(coalesce(p_description, '')), '') is null then
    raise exception 'Give the line''s description as the bank shows it' using errcode = '22023';
  end if;
  if p_date > v_rec.statement_end_date then
    raise exception 'The line is dated after the statement end date (%)', v_rec.statement_end_date using errcode = '23514';
  end if;
  insert into public.bank_statement_lines (organization_id, reconciliation_id, account_id, line_date, amount, description, reference,
                                           bank_transaction_id, source_format, line_number)
  values (v_rec.organization_id, v_rec.id, v_rec.account_id, p_date, round(p_amount, 2), btrim(p_description),
          nullif(btrim(coalesce(p_reference, '')), ''), 'manual:' || gen_random_uuid(), 'manual',
          (select coalesce(max(s.line_number), 0) + 1 from public.bank_statement_lines s where s.reconciliation_id = v_rec.id))
  returning id into v_id;
  return v_id;
end;
$$;
revoke all on function public.add_bank_statement_line(p_reconciliation_id uuid, p_date date, p_amount numeric, p_description text, p_reference text) from public, anon, authenticated, service_role;
grant execute on function public.add_bank_statement_line(p_reconciliation_id uuid, p_date date, p_amount numeric, p_description text, p_reference text) to authenticated, service_role;
