-- RPC for owners, admins and members, on a reconciliation in progress: a bank fee, interest or
-- any line missing from the books is posted and matched at once (method 'created'). On the
-- organization's cash account it is a transaction (an Expense or Asset for money out, Income or a
-- Liability for money in, posted by the transactions' own trigger); on another bank account, a
-- manual journal entry.
create or replace function public.create_transaction_from_statement_line(
  p_statement_line_id uuid,
  p_account_id uuid,
  p_description text default null,
  p_fund_id uuid default null,
  p_project_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations;
  v_line public.bank_statement_lines;
  v_entry uuid;
  v_description text;
  v_cash_line uuid;
  v_category text;
begin
  select * into v_line from public.bank_statement_lines s where s.id = p_statement_line_id;
  select * into v_rec from public.bank_reconciliations r where r.id = v_line.reconciliation_id;
  v_rec := private.bank_reconciliation_for(v_rec.id, true);
  if exists (select 1 from public.bank_statement_matches m where m.statement_line_id = v_line.id) then
    raise exception 'This statement line is already matched; unmatch it first' using errcode = '23514';
  end if;
  if v_line.line_date > v_rec.statement_end_date then
    raise exception 'The line is dated after the statement end date' using errcode = '23514';
  end if;
  select a.category into v_category from public.accounts a where a.id = p_account_id and a.organization_id = v_rec.organization_id;
  if v_category is null then
    raise exception 'Choose the account the amount goes to' using errcode = '22023';
  end if;
  if v_line.amount < 0 and v_category not in ('Expenses', 'Assets') or v_line.amount > 0 and v_category not in ('Revenue', 'Liabilities') then
    raise exception 'Money % the bank needs % account', case when v_line.amount < 0 then 'leaving' else 'arriving in' end,
      case when v_line.amount < 0 then 'an Expenses or Assets' else 'a Revenue or Liabilities' end using errcode = '23514';
  end if;
  v_description := coalesce(nullif(btrim(p_description), ''), nullif(btrim(coalesce(v_line.payee, '') || ' ' || v_line.description), ''), 'Bank statement line');
  if v_rec.account_id = private.cash_account(v_rec.organization_id) then
    insert into public.transactions (organization_id, date, description, account_id, type, amount, fund_id, project_id, notes)
    values (v_rec.organization_id, v_line.line_date, v_description, p_account_id,
            case when v_line.amount < 0 then case v_category when 'Assets' then 'Asset' else 'Expense' end
                 else case v_category when 'Liabilities' then 'Liability' else 'Income' end end,
            abs(v_line.amount), p_fund_id, p_project_id, 'Created from a bank statement line during reconciliation')
    returning journal_entry_id into v_entry;
  else
    v_entry := private.post_entry(v_rec.organization_id, v_line.line_date, v_description, 'manual', null,
      jsonb_build_array(
        jsonb_build_object('account_id', case when v_line.amount > 0 then v_rec.account_id else p_account_id end,
                           'fund_id', coalesce(p_fund_id, private.default_fund(v_rec.organization_id)), 'project_id', p_project_id, 'debit', abs(v_line.amount)),
        jsonb_build_object('account_id', case when v_line.amount > 0 then p_account_id else v_rec.account_id end,
                           'fund_id', coalesce(p_fund_id, private.default_fund(v_rec.organization_id)), 'project_id', p_project_id, 'credit', abs(v_line.amount))));
  end if;
  select l.id into v_cash_line from public.journal_entry_lines l
  where l.journal_entry_id = v_entry and l.account_id = v_rec.account_id limit 1;
  if v_cash_line is null then
    raise exception 'The new entry did not post to the reconciled account' using errcode = '23514';
  end if;
  perform private.bank_match(v_rec, v_line.id, array[v_cash_line], 'created');
  return v_entry;
end;
$$;
revoke all on function public.create_transaction_from_statement_line(p_statement_line_id uuid, p_account_id uuid, p_description text, p_fund_id uuid, p_project_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.create_transaction_from_statement_line(p_statement_line_id uuid, p_account_id uuid, p_description text, p_fund_id uuid, p_project_id uuid) to authenticated, service_role;
