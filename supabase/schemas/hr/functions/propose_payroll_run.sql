-- RPC: a new draft run proposing a line per active employee hired by the period's end: salaried
-- staff get their annual salary over the pay periods of their schedule, hourly staff hours x rate
-- (hours start at 0, entered in the grid), both priced with the organization's rates. Owners and
-- admins only.
create or replace function public.propose_payroll_run(
  p_organization_id uuid,
  p_period_start date,
  p_period_end date,
  p_pay_date date,
  p_fund_id uuid default null,
  p_notes text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
  v_line record;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin'], 'Only owners and admins can run payroll');
  if p_period_start is null or p_period_end is null or p_pay_date is null then
    raise exception 'A payroll run needs a pay period and a pay date' using errcode = '23502';
  end if;
  if p_period_end < p_period_start then
    raise exception 'The pay period ends before it starts' using errcode = '23514';
  end if;
  if p_pay_date < p_period_start then
    raise exception 'The pay date is before the pay period starts' using errcode = '23514';
  end if;
  perform private.assert_period_open(p_organization_id, p_pay_date);
  insert into public.payroll_runs (id, organization_id, period_start, period_end, pay_date, fund_id, notes)
  values (v_id, p_organization_id, p_period_start, p_period_end, p_pay_date, p_fund_id, nullif(btrim(coalesce(p_notes, '')), ''));
  for v_line in
    insert into public.payroll_run_lines (organization_id, payroll_run_id, employee_id, hours, rate, gross_pay)
    select p_organization_id, v_id, e.id, case when pay.pay_type = 'hourly' then 0 end, coalesce(pay.pay_rate, 0), 0
    from public.employees e
    left join public.employee_pay pay on pay.employee_id = e.id
    where e.organization_id = p_organization_id and e.status = 'active'
      and (e.hire_date is null or e.hire_date <= p_period_end)
    order by e.name
    returning id, employee_id
  loop
    perform private.price_payroll_line(v_line.id, (
      select case when pay.pay_type = 'hourly' then 0
                  else round(coalesce(pay.pay_rate, 0) / private.pay_periods_per_year(e.pay_schedule), 2) end
      from public.employees e left join public.employee_pay pay on pay.employee_id = e.id
      where e.id = v_line.employee_id));
  end loop;
  return v_id;
end;
$$;
revoke all on function public.propose_payroll_run(p_organization_id uuid, p_period_start date, p_period_end date, p_pay_date date, p_fund_id uuid, p_notes text) from public, anon, authenticated, service_role;
grant execute on function public.propose_payroll_run(p_organization_id uuid, p_period_start date, p_period_end date, p_pay_date date, p_fund_id uuid, p_notes text) to authenticated, service_role;
