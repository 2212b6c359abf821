-- RPC: the departments in use, for the employee list's filter. Members only.
create or replace function public.employee_departments(p_organization_id uuid)
returns table (department text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return query select distinct e.department from public.employees e
    where e.organization_id = p_organization_id and e.department is not null order by 1;
end;
$$;
revoke all on function public.employee_departments(p_organization_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.employee_departments(p_organization_id uuid) to authenticated, service_role;
