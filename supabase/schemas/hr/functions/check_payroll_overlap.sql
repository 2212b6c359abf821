-- Trigger on payroll_run_lines (insert, or a line moved to another employee or run) and on
-- payroll_runs (its period changed): two payroll runs that are not void never pay the same employee
-- for overlapping pay periods. The employee's row is locked first, so two transactions adding the
-- same person to two runs wait for each other, and the second (its next statement reads what the
-- first committed) is refused.
create or replace function private.check_payroll_overlap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_clash record;
begin
  if tg_table_name = 'payroll_runs' then
    if new.status = 'void' then
      return null;
    end if;
    perform 1 from public.employees e
    where e.id in (select l.employee_id from public.payroll_run_lines l where l.payroll_run_id = new.id)
    order by e.id for no key update;
  else
    perform 1 from public.employees e where e.id = new.employee_id for no key update;
  end if;
  select e.name, other.period_start, other.period_end, other.pay_date, other.status
  into v_clash
  from public.payroll_run_lines l
  join public.payroll_runs this on this.id = l.payroll_run_id
  join public.payroll_run_lines ol on ol.employee_id = l.employee_id and ol.payroll_run_id <> l.payroll_run_id
  join public.payroll_runs other on other.id = ol.payroll_run_id
  join public.employees e on e.id = l.employee_id
  where (case when tg_table_name = 'payroll_runs' then l.payroll_run_id = new.id else l.id = new.id end)
    and this.status <> 'void' and other.status <> 'void'
    and daterange(other.period_start, other.period_end, '[]') && daterange(this.period_start, this.period_end, '[]')
  order by other.period_start, e.name
  limit 1;
  if found then
    raise exception '% is already in the % payroll run for % to % (pay date %): two payroll runs cannot pay the same employee for overlapping periods; void that run or choose another period',
      v_clash.name, v_clash.status, v_clash.period_start, v_clash.period_end, v_clash.pay_date
      using errcode = '23P01';
  end if;
  return null;
end;
$$;
revoke all on function private.check_payroll_overlap() from public, anon, authenticated, service_role;
