-- RPC: a run's lines with the employee, their year-to-date totals through this run (approved and
-- paid runs of the same calendar year with a pay date on or before this one, this run included
-- whatever its status) and the run's totals: the pay stubs and the register read this, never a sum
-- in the browser. Members only.
create or replace function public.payroll_run_register(p_run_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_run public.payroll_runs;
begin
  select * into v_run from public.payroll_runs r where r.id = p_run_id;
  if not found or not public.is_org_member(v_run.organization_id) then
    raise exception 'Payroll run not found' using errcode = 'P0002';
  end if;
  return json_build_object(
    'run', json_build_object('id', v_run.id, 'status', v_run.status, 'period_start', v_run.period_start,
      'period_end', v_run.period_end, 'pay_date', v_run.pay_date, 'fund_id', v_run.fund_id,
      'fund_name', (select f.name from public.funds f where f.id = v_run.fund_id), 'notes', v_run.notes,
      'journal_entry_id', v_run.journal_entry_id, 'payment_journal_entry_id', v_run.payment_journal_entry_id,
      'approved_at', v_run.approved_at, 'paid_at', v_run.paid_at, 'voided_at', v_run.voided_at,
      'total_gross', v_run.total_gross::text, 'total_employee_taxes', v_run.total_employee_taxes::text,
      'total_deductions', v_run.total_deductions::text, 'total_employer_taxes', v_run.total_employer_taxes::text,
      'total_benefits', v_run.total_benefits::text, 'total_net', v_run.total_net::text,
      'total_withheld', (v_run.total_employee_taxes + v_run.total_deductions)::text,
      'total_cost', (v_run.total_gross + v_run.total_employer_taxes + v_run.total_benefits)::text,
      'total_hours', (select coalesce(sum(l.hours), 0)::text from public.payroll_run_lines l where l.payroll_run_id = v_run.id)),
    'lines', coalesce((
      select json_agg(json_build_object(
        'id', l.id, 'employee_id', l.employee_id, 'employee_name', e.name, 'position', e.position,
        'department', e.department, 'pay_type', e.pay_type, 'pay_schedule', e.pay_schedule,
        'hours', l.hours::text, 'rate', l.rate::text, 'gross_pay', l.gross_pay::text,
        'employee_taxes', l.employee_taxes::text, 'deductions', l.deductions::text,
        'withheld', (l.employee_taxes + l.deductions)::text, 'net_pay', l.net_pay::text,
        'employer_taxes', l.employer_taxes::text, 'benefits', l.benefits::text, 'breakdown', l.breakdown,
        'ytd_gross', y.gross::text, 'ytd_withheld', y.withheld::text, 'ytd_net', y.net::text,
        'ytd_employer', y.employer::text)
        order by e.name, l.id)
      from public.payroll_run_lines l
      join public.employees e on e.id = l.employee_id
      cross join lateral (
        select coalesce(sum(x.gross_pay), 0) + case when v_run.status in ('draft', 'void') then l.gross_pay else 0 end as gross,
               coalesce(sum(x.employee_taxes + x.deductions), 0)
                 + case when v_run.status in ('draft', 'void') then l.employee_taxes + l.deductions else 0 end as withheld,
               coalesce(sum(x.net_pay), 0) + case when v_run.status in ('draft', 'void') then l.net_pay else 0 end as net,
               coalesce(sum(x.employer_taxes + x.benefits), 0)
                 + case when v_run.status in ('draft', 'void') then l.employer_taxes + l.benefits else 0 end as employer
        from public.payroll_run_lines x join public.payroll_runs r on r.id = x.payroll_run_id
        where x.employee_id = l.employee_id and r.status in ('approved', 'paid')
          and r.pay_date <= v_run.pay_date and r.pay_date >= date_trunc('year', v_run.pay_date)::date
      ) y
      where l.payroll_run_id = v_run.id), '[]'::json));
end;
$$;
revoke all on function public.payroll_run_register(p_run_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.payroll_run_register(p_run_id uuid) to authenticated, service_role;
