-- The payment entry of a run: the net pay the approval entry owed leaves cash, per fund. None when
-- the run owes no net pay.
create or replace function private.post_payroll_payment(p_run public.payroll_runs, p_accrual uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
  v_net uuid := private.net_pay_account(p_run.organization_id);
  v_cash uuid := private.cash_account(p_run.organization_id);
begin
  if not exists (select 1 from public.journal_entry_lines l where l.journal_entry_id = p_accrual and l.account_id = v_net and l.credit > 0) then
    return null;
  end if;
  insert into public.journal_entries (id, organization_id, entry_date, description, status, source_type, source_id)
  values (v_id, p_run.organization_id, p_run.pay_date, 'Payroll paid ' || p_run.pay_date, 'posted', 'payroll_run', p_run.id);
  insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, description, debit, credit, line_number)
  select p_run.organization_id, v_id, x.account_id, x.fund_id, x.description, x.debit, x.credit,
         (row_number() over (order by x.grp, x.fund_id))::smallint
  from (
    select 1 as grp, v_net as account_id, l.fund_id, 'Net pay paid' as description, sum(l.credit) as debit, 0::numeric as credit
    from public.journal_entry_lines l where l.journal_entry_id = p_accrual and l.account_id = v_net group by l.fund_id
    union all
    select 2, v_cash, l.fund_id, 'Net pay paid', 0, sum(l.credit)
    from public.journal_entry_lines l where l.journal_entry_id = p_accrual and l.account_id = v_net group by l.fund_id
  ) x;
  return v_id;
end;
$$;
revoke all on function private.post_payroll_payment(p_run payroll_runs, p_accrual uuid) from public, anon, authenticated, service_role;
