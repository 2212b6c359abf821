-- RPC: sets an employee's pay type, rate and wage account (an Expenses account that takes postings;
-- null means 5100 Salaries & Wages). Only owners, admins and members with payroll access
-- (can_change_pay); the employee_pay audit trigger logs the change with its before and after.
create or replace function public.set_employee_pay(
  p_employee_id uuid,
  p_pay_type text,
  p_pay_rate numeric,
  p_wage_account_id uuid default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_org uuid;
begin
  select e.organization_id into v_org from public.employees e where e.id = p_employee_id;
  if v_org is null or not public.is_org_member(v_org) then
    raise exception 'Employee not found' using errcode = 'PT404';
  end if;
  if not public.can_change_pay(v_org) then
    raise exception 'Only owners, admins and members with payroll access can change pay' using errcode = '42501';
  end if;
  if p_pay_type is null or p_pay_type not in ('salary', 'hourly') then
    raise exception 'The pay type must be salary or hourly' using errcode = '22023';
  end if;
  if p_pay_rate is null or p_pay_rate < 0 then
    raise exception 'The pay rate must be zero or more' using errcode = '22023';
  end if;
  insert into public.employee_pay (organization_id, employee_id, pay_type, pay_rate, wage_account_id)
  values (v_org, p_employee_id, p_pay_type, p_pay_rate, p_wage_account_id)
  on conflict (employee_id) do update
    set pay_type = excluded.pay_type, pay_rate = excluded.pay_rate, wage_account_id = excluded.wage_account_id
    where (public.employee_pay.pay_type, public.employee_pay.pay_rate, public.employee_pay.wage_account_id)
          is distinct from (excluded.pay_type, excluded.pay_rate, excluded.wage_account_id);
end;
$$;
revoke all on function public.set_employee_pay(p_employee_id uuid, p_pay_type text, p_pay_rate numeric, p_wage_account_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.set_employee_pay(p_employee_id uuid, p_pay_type text, p_pay_rate numeric, p_wage_account_id uuid) to authenticated, service_role;
