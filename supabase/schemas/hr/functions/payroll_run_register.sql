-- RPC: a run's lines with the employee, their year-to-date totals through this run (approved and
-- paid runs of the same calendar year with a pay date on or before this one, this run included
-- whatever its status) and the run's totals: the pay stubs and the register read this, never a sum
-- in the browser. Only whoever may see pay (can_read_pay). The answer is a public.payroll_register; a breakdown item is one
-- entry of the line's stored rate table (private.payroll_breakdown).
create or replace function public.payroll_run_register(p_run_id uuid)
returns public.payroll_register
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
    raise exception 'Payroll run not found' using errcode = 'PT404';
  end if;
  perform private.require_pay_reader(v_run.organization_id);
  return row(
    row(v_run.id, v_run.status, v_run.period_start, v_run.period_end, v_run.pay_date, v_run.fund_id,
      (select f.name from public.funds f where f.id = v_run.fund_id), v_run.notes,
      v_run.journal_entry_id, v_run.payment_journal_entry_id, v_run.approved_at, v_run.paid_at, v_run.voided_at,
      v_run.total_gross::text, v_run.total_employee_taxes::text, v_run.total_deductions::text,
      v_run.total_employer_taxes::text, v_run.total_benefits::text, v_run.total_net::text,
      (v_run.total_employee_taxes + v_run.total_deductions)::text,
      (v_run.total_gross + v_run.total_employer_taxes + v_run.total_benefits)::text,
      (select coalesce(sum(l.hours), 0)::text from public.payroll_run_lines l where l.payroll_run_id = v_run.id)
    )::public.payroll_register_run,
    array(
      select row(
        l.id, l.employee_id, e.name, e.position, e.department, pay.pay_type, e.pay_schedule,
        l.hours::text, l.rate::text, l.gross_pay::text, l.employee_taxes::text, l.deductions::text,
        (l.employee_taxes + l.deductions)::text, l.net_pay::text, l.employer_taxes::text, l.benefits::text,
        array(select row(b.item ->> 'kind', b.item ->> 'name', b.item ->> 'rate', b.item ->> 'amount', b.item ->> 'paid_by')::public.payroll_breakdown_item
              from jsonb_array_elements(l.breakdown) with ordinality as b (item, n) order by b.n),
        y.gross::text, y.withheld::text, y.net::text, y.employer::text)::public.payroll_register_line
      from public.payroll_run_lines l
      join public.employees e on e.id = l.employee_id
      left join public.employee_pay pay on pay.employee_id = e.id
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
      where l.payroll_run_id = v_run.id
      order by e.name, l.id)
  )::public.payroll_register;
end;
$$;
revoke all on function public.payroll_run_register(p_run_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.payroll_run_register(p_run_id uuid) to authenticated, service_role;
