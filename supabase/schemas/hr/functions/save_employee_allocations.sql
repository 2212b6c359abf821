-- RPC: replaces an employee's allocations in one call ([{project_id?, function, fund_id?, percent}]).
-- Runs as the caller, so Row Level Security decides; whoever may not change pay (can_change_pay) is
-- refused in words, and a total other than 100 is refused here and again at commit. The audit log
-- keeps the old shares (deleted) and the new ones (added).
create or replace function public.save_employee_allocations(p_employee_id uuid, p_allocations jsonb)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_org uuid;
begin
  if jsonb_typeof(p_allocations) is distinct from 'array' then
    raise exception 'The allocations must be a list' using errcode = '22023';
  end if;
  select e.organization_id into v_org from public.employees e where e.id = p_employee_id;
  if v_org is null then
    raise exception 'Employee not found' using errcode = 'PT404';
  end if;
  if not public.can_change_pay(v_org) then
    raise exception 'Only owners, admins and members with payroll access can change allocations' using errcode = '42501';
  end if;
  if jsonb_array_length(p_allocations) > 0 and (
       select sum((x ->> 'percent')::numeric) from jsonb_array_elements(p_allocations) x) <> 100 then
    raise exception 'The allocations total % percent; they must total 100 percent',
      trim_scale((select sum((x ->> 'percent')::numeric) from jsonb_array_elements(p_allocations) x)) using errcode = '23514';
  end if;
  delete from public.employee_allocations a where a.employee_id = p_employee_id;
  insert into public.employee_allocations (organization_id, employee_id, project_id, function, fund_id, percent)
  select v_org, p_employee_id, nullif(x ->> 'project_id', '')::uuid, coalesce(nullif(x ->> 'function', ''), 'program'),
         nullif(x ->> 'fund_id', '')::uuid, (x ->> 'percent')::numeric
  from jsonb_array_elements(p_allocations) x;
end;
$$;
revoke all on function public.save_employee_allocations(p_employee_id uuid, p_allocations jsonb) from public, anon, authenticated, service_role;
grant execute on function public.save_employee_allocations(p_employee_id uuid, p_allocations jsonb) to authenticated, service_role;
