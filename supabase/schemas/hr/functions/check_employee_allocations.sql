-- Checked at commit, so an editor replaces the rows in one transaction: an employee's allocations
-- total exactly 100 percent, or there are none (the employee's pay then goes to their project, else
-- to management and general).
create or replace function private.check_employee_allocations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_employee uuid := case when tg_op = 'DELETE' then old.employee_id else new.employee_id end;
  v_total numeric;
  v_name text;
begin
  select e.name into v_name from public.employees e where e.id = v_employee;
  if v_name is null then
    return null;
  end if;
  select sum(a.percent) into v_total from public.employee_allocations a where a.employee_id = v_employee;
  if v_total is not null and v_total <> 100 then
    raise exception 'The allocations of % total % percent; they must total 100 percent', v_name, trim_scale(v_total)
      using errcode = '23514';
  end if;
  return null;
end;
$$;
revoke all on function private.check_employee_allocations() from public, anon, authenticated, service_role;
