-- RPC: brings a draft run up to date with the employees as they are now, as proposing it today
-- would: a line for each active employee hired by the period's end who has none (someone hired
-- inside the period), no line for whoever is no longer active, and every line priced again with
-- the current pay and rates (the hours already entered kept). Owners and admins only.
create or replace function public.refresh_payroll_run(p_run_id uuid)
returns table (added integer, removed integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_run public.payroll_runs := private.payroll_run_for_change(p_run_id);
  v_added integer;
  v_removed integer;
  v_line record;
begin
  if v_run.status <> 'draft' then
    raise exception 'Only a draft payroll run can be refreshed (this one is %)', v_run.status using errcode = '23514';
  end if;
  delete from public.payroll_run_lines l
  using public.employees e
  where l.payroll_run_id = p_run_id and e.id = l.employee_id
    and not (e.status = 'active' and (e.hire_date is null or e.hire_date <= v_run.period_end));
  get diagnostics v_removed = row_count;
  insert into public.payroll_run_lines (organization_id, payroll_run_id, employee_id, hours, rate, gross_pay)
  select v_run.organization_id, p_run_id, e.id, case when pay.pay_type = 'hourly' then 0 end, coalesce(pay.pay_rate, 0), 0
  from public.employees e
  left join public.employee_pay pay on pay.employee_id = e.id
  where e.organization_id = v_run.organization_id and e.status = 'active'
    and (e.hire_date is null or e.hire_date <= v_run.period_end)
    and not exists (select 1 from public.payroll_run_lines l where l.payroll_run_id = p_run_id and l.employee_id = e.id)
  order by e.name;
  get diagnostics v_added = row_count;
  for v_line in
    select l.id, l.hours, pay.pay_type, coalesce(pay.pay_rate, 0) as pay_rate, e.pay_schedule
    from public.payroll_run_lines l
    join public.employees e on e.id = l.employee_id
    left join public.employee_pay pay on pay.employee_id = e.id
    where l.payroll_run_id = p_run_id
  loop
    -- A line follows the employee's pay type now: hourly keeps its hours (0 when it had none).
    update public.payroll_run_lines l
    set rate = v_line.pay_rate,
        hours = case when v_line.pay_type = 'hourly' then coalesce(v_line.hours, 0) end
    where l.id = v_line.id;
    perform private.price_payroll_line(v_line.id,
      case when v_line.pay_type = 'hourly' then round(coalesce(v_line.hours, 0) * v_line.pay_rate, 2)
           else round(v_line.pay_rate / private.pay_periods_per_year(v_line.pay_schedule), 2) end);
  end loop;
  return query select v_added, v_removed;
end;
$$;
revoke all on function public.refresh_payroll_run(p_run_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.refresh_payroll_run(p_run_id uuid) to authenticated, service_role;
