-- RPC: year-to-date totals per employee (approved and paid runs with a pay date in the calendar
-- year). Only whoever may see pay (can_read_pay).
create or replace function public.payroll_year_to_date(p_organization_id uuid, p_year integer)
returns table (
  employee_id uuid,
  employee_name text,
  runs bigint,
  gross numeric,
  employee_taxes numeric,
  deductions numeric,
  net numeric,
  employer_taxes numeric,
  benefits numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_pay_reader(p_organization_id);
  return query
    select e.id, e.name, count(*), sum(l.gross_pay), sum(l.employee_taxes), sum(l.deductions), sum(l.net_pay),
           sum(l.employer_taxes), sum(l.benefits)
    from public.payroll_run_lines l
    join public.payroll_runs r on r.id = l.payroll_run_id
    join public.employees e on e.id = l.employee_id
    where r.organization_id = p_organization_id and r.status in ('approved', 'paid')
      and extract(year from r.pay_date) = p_year
    group by e.id, e.name
    order by e.name;
end;
$$;
revoke all on function public.payroll_year_to_date(p_organization_id uuid, p_year integer) from public, anon, authenticated, service_role;
grant execute on function public.payroll_year_to_date(p_organization_id uuid, p_year integer) to authenticated, service_role;
