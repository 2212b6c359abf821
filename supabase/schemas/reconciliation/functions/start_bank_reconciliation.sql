-- RPC for owners, admins and members: starts a reconciliation of a cash account, one in progress
-- per account, each ending after the last. The opening balance is the previous reconciliation's
-- ending balance; the account's first one starts on p_statement_start_date (default: a month
-- before the end) from p_opening_balance or else the ledger balance before it.
create or replace function public.start_bank_reconciliation(
  p_organization_id uuid,
  p_account_id uuid,
  p_statement_end_date date,
  p_ending_balance numeric,
  p_statement_start_date date default null,
  p_opening_balance numeric default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_account public.accounts;
  v_prev public.bank_reconciliations;
  v_start date;
  v_opening numeric;
  v_id uuid;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], 'Viewers cannot start a bank reconciliation');
  select * into v_account from public.accounts a where a.id = p_account_id and a.organization_id = p_organization_id;
  if not found then
    raise exception 'Account not found' using errcode = 'PT404';
  end if;
  if not private.account_counts_as_cash(v_account) then
    raise exception 'Only cash and bank accounts can be reconciled' using errcode = '23514';
  end if;
  if p_statement_end_date is null or p_ending_balance is null then
    raise exception 'Give the statement end date and ending balance' using errcode = '22023';
  end if;
  if exists (select 1 from public.bank_reconciliations r where r.account_id = p_account_id and r.status = 'in_progress') then
    raise exception 'This account already has a reconciliation in progress; finish or delete it first' using errcode = '23514';
  end if;
  select * into v_prev from public.bank_reconciliations r where r.account_id = p_account_id
  order by r.statement_end_date desc limit 1;
  if found then
    if p_statement_end_date <= v_prev.statement_end_date then
      raise exception 'The statement must end after the last reconciled statement (%)', v_prev.statement_end_date using errcode = '23514';
    end if;
    v_start := v_prev.statement_end_date + 1;
    v_opening := v_prev.ending_balance;
  else
    v_start := coalesce(p_statement_start_date, (p_statement_end_date - interval '1 month')::date + 1);
    if v_start > p_statement_end_date then
      raise exception 'The statement must start on or before its end date' using errcode = '22023';
    end if;
    v_opening := coalesce(p_opening_balance, (
      select coalesce(sum(l.debit - l.credit), 0) from public.journal_entry_lines l
      join public.journal_entries e on e.id = l.journal_entry_id
      where l.organization_id = p_organization_id and l.account_id = p_account_id and e.status = 'posted' and e.entry_date < v_start));
  end if;
  insert into public.bank_reconciliations (organization_id, account_id, statement_start_date, statement_end_date, opening_balance, ending_balance)
  values (p_organization_id, p_account_id, v_start, p_statement_end_date, v_opening, round(p_ending_balance, 2))
  returning id into v_id;
  return v_id;
end;
$$;
revoke all on function public.start_bank_reconciliation(p_organization_id uuid, p_account_id uuid, p_statement_end_date date, p_ending_balance numeric, p_statement_start_date date, p_opening_balance numeric) from public, anon, authenticated, service_role;
grant execute on function public.start_bank_reconciliation(p_organization_id uuid, p_account_id uuid, p_statement_end_date date, p_ending_balance numeric, p_statement_start_date date, p_opening_balance numeric) to authenticated, service_role;
