-- The approval entry of a run, dated its pay date: wages, employer taxes and benefits split by each
-- employee's allocations (cumulative rounding: the shares of an amount add up to it to the cent,
-- so the entry balances in every fund), and the liabilities (Accrued Payroll Liabilities and Net
-- Pay Payable) per fund, the former the sum of private.payroll_run_liability_items. Every amount
-- comes from the run's lines; the lines are summed per account, fund, program and function, so the
-- ledger shows no one's pay (docs/hr.md).
create or replace function private.post_payroll_accrual(p_run public.payroll_runs)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
  v_salaries uuid := private.system_account(p_run.organization_id, 'salaries');
  v_taxes uuid := private.system_account(p_run.organization_id, 'payroll_taxes');
  v_benefits uuid := private.system_account(p_run.organization_id, 'benefits');
  v_accrued uuid := private.system_account(p_run.organization_id, 'accrued_payroll');
  v_net uuid := private.net_pay_account(p_run.organization_id);
begin
  insert into public.journal_entries (id, organization_id, entry_date, description, status, source_type, source_id)
  values (v_id, p_run.organization_id, p_run.pay_date,
          'Payroll ' || p_run.period_start || ' to ' || p_run.period_end, 'posted', 'payroll_run', p_run.id);

  insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, function, description, debit, credit, line_number)
  with alloc as (
    select l.employee_id, coalesce(pay.wage_account_id, v_salaries) as wage_account,
           l.gross_pay, l.net_pay, l.employer_taxes, l.benefits,
           a.project_id, a.function, coalesce(a.fund_id, p_run.fund_id) as fund_id, a.percent, a.ord,
           sum(a.percent) over (partition by l.employee_id order by a.ord) as cum
    from public.payroll_run_lines l
    join public.employees e on e.id = l.employee_id
    left join public.employee_pay pay on pay.employee_id = e.id
    cross join lateral (
      select x.project_id, x.function, x.fund_id, x.percent, row_number() over (order by x.percent desc, x.id) as ord
      from public.employee_allocations x where x.employee_id = l.employee_id
      union all
      select e.project_id, coalesce((select pr.function from public.projects pr where pr.id = e.project_id), 'management_general'),
             null::uuid, 100::numeric, 1::bigint
      where not exists (select 1 from public.employee_allocations x where x.employee_id = l.employee_id)
    ) a
    where l.payroll_run_id = p_run.id
  ), shares as (
    select s.*,
           round(s.gross_pay * s.cum / 100, 2) - round(s.gross_pay * (s.cum - s.percent) / 100, 2) as gross_s,
           round(s.net_pay * s.cum / 100, 2) - round(s.net_pay * (s.cum - s.percent) / 100, 2) as net_s,
           round(s.employer_taxes * s.cum / 100, 2) - round(s.employer_taxes * (s.cum - s.percent) / 100, 2) as tax_s,
           round(s.benefits * s.cum / 100, 2) - round(s.benefits * (s.cum - s.percent) / 100, 2) as ben_s
    from alloc s
  ), items as (
    -- The liabilities item by item (private.payroll_run_liability_items), summed per fund: what
    -- the Liabilities tab shows owed adds up to this credit.
    select x.fund_id, sum(x.amount) as amount from private.payroll_run_liability_items(p_run.id) x group by x.fund_id
  ), rows as (
    -- One line per account, fund, program and function: the entry carries no one's name or pay, only
    -- what the functional expense report and the statements read (docs/hr.md).
    select 1 as grp, s.wage_account as account_id, s.fund_id, s.project_id, s.function,
           'Wages' as description, sum(s.gross_s) as debit, 0::numeric as credit
    from shares s group by s.wage_account, s.fund_id, s.project_id, s.function
    union all
    select 2, v_taxes, s.fund_id, s.project_id, s.function, 'Employer payroll taxes', sum(s.tax_s), 0
    from shares s group by s.fund_id, s.project_id, s.function
    union all
    select 3, v_benefits, s.fund_id, s.project_id, s.function, 'Employee benefits', sum(s.ben_s), 0
    from shares s group by s.fund_id, s.project_id, s.function
    union all
    select 4, v_accrued, i.fund_id, null, null, 'Withholdings, deductions, employer taxes and benefits', 0, i.amount
    from items i
    union all
    -- Net pay per fund is what the fund's debits leave after its liabilities: the same as each
    -- employee's net share in one fund, and it keeps every fund balanced when shares round apart.
    select 5, v_net, d.fund_id, null, null, 'Net pay', 0, d.debit - coalesce(i.amount, 0)
    from (select s.fund_id, sum(s.gross_s + s.tax_s + s.ben_s) as debit from shares s group by s.fund_id) d
    left join items i on i.fund_id = d.fund_id
  )
  select p_run.organization_id, v_id, r.account_id, r.fund_id, r.project_id, r.function, r.description, r.debit, r.credit,
         (row_number() over (order by r.grp, (select a.code from public.accounts a where a.id = r.account_id),
                                      (select pr.name from public.projects pr where pr.id = r.project_id) nulls first,
                                      r.function, r.fund_id))::smallint
  from rows r
  where r.debit > 0 or r.credit > 0;
  return v_id;
end;
$$;
revoke all on function private.post_payroll_accrual(p_run payroll_runs) from public, anon, authenticated, service_role;
