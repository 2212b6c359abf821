-- RPC: one page of the organization's employees, filtered (status, department, program, search)
-- and sorted by the database, with the total count. A program matches an employee through their
-- allocations, or their project when they have none. Pay type and rate (and the sort by rate) only
-- for whoever may see pay (can_read_pay; others get null); the tax id's last four digits go to
-- owners and admins only. Members only. The answer is a public.employee_page.
create or replace function public.list_employees(
  p_organization_id uuid,
  p_status text default null,
  p_department text default null,
  p_project_id uuid default null,
  p_search text default null,
  p_sort text default 'name',
  p_direction text default 'asc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns public.employee_page
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 500);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_desc boolean := lower(coalesce(p_direction, 'asc')) = 'desc';
  v_sort text := lower(coalesce(p_sort, 'name'));
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_admin boolean;
  v_pay boolean;
  v_where text;
  v_order text;
  v_result public.employee_page;
begin
  perform private.require_member(p_organization_id);
  if v_sort not in ('name', 'position', 'department', 'status', 'hire_date', 'pay_rate') then
    raise exception 'Cannot sort employees by %', p_sort using errcode = '22023';
  end if;
  if p_status is not null and p_status not in ('active', 'on_leave', 'terminated') then
    raise exception 'Unknown employee status: %', p_status using errcode = '22023';
  end if;
  -- The tax id's last four digits: owners and admins, at aal2 when the organization requires it.
  v_admin := public.has_org_role(p_organization_id, array['owner', 'admin']) and public.mfa_satisfied(p_organization_id);
  v_pay := public.can_read_pay(p_organization_id);
  if v_sort = 'pay_rate' and not v_pay then
    raise exception 'Cannot sort employees by %', p_sort using errcode = '22023';
  end if;
  v_where := 'e.organization_id = $1'
    || case when p_status is not null then ' and e.status = $2' else '' end
    || case when p_department is not null then ' and e.department = $3' else '' end
    || case when p_project_id is not null then
         ' and (exists (select 1 from public.employee_allocations a where a.employee_id = e.id and a.project_id = $4)
                or (e.project_id = $4 and not exists (select 1 from public.employee_allocations a where a.employee_id = e.id)))' else '' end
    || case when v_pattern is not null then ' and (e.name ilike $5 or e.position ilike $5 or e.email ilike $5)' else '' end;
  -- The sort key (text keys case-insensitive, nulls last), then the name case-insensitively, then
  -- the id, so pages never overlap.
  v_order := case v_sort
      when 'name' then 'lower(e.name) %1$s nulls last'
      when 'position' then 'lower(e.position) %1$s nulls last'
      when 'department' then 'lower(e.department) %1$s nulls last'
      when 'status' then 'e.status %1$s nulls last'
      when 'hire_date' then 'e.hire_date %1$s nulls last'
      when 'pay_rate' then '(select p.pay_rate from public.employee_pay p where p.employee_id = e.id) %1$s' end
    || ', lower(e.name), e.id';
  v_order := format(v_order, case when v_desc then 'desc' else 'asc' end);

  execute format('select count(*) from public.employees e where %s', v_where)
    into v_result.total
    using p_organization_id, p_status, p_department, p_project_id, v_pattern;
  execute format(
    $q$select array(select row(
        e.id, e.name, e.email, e.phone, e.position, e.department, e.status, e.employment_type,
        e.hire_date, e.termination_date, pay.pay_type, pay.pay_rate::text, e.pay_schedule, e.manager_id, m.name,
        (select string_agg(coalesce(pr.name, case a.function when 'program' then 'Other programs'
            when 'management_general' then 'Management and general' else 'Fundraising' end)
            || ' ' || trim_scale(a.percent) || '%%', ', ' order by a.percent desc, a.id)
         from public.employee_allocations a left join public.projects pr on pr.id = a.project_id
         where a.employee_id = e.id),
        case when $8 then (select right(regexp_replace(x.tax_id, '[^0-9]', '', 'g'), 4)
                           from public.employee_private x where x.employee_id = e.id) end,
        e.updated_at)::public.employee_list_row
     -- The page's ids first (index only for the name sort), then those rows.
     from (select e.* from (select e.id from public.employees e where %1$s order by %2$s limit $6 offset $7) k
           join public.employees e on e.id = k.id) e
     left join public.employees m on m.id = e.manager_id
     left join public.employee_pay pay on $9 and pay.employee_id = e.id
     order by %2$s)$q$, v_where, v_order)
    into v_result.rows
    using p_organization_id, p_status, p_department, p_project_id, v_pattern, v_limit, v_offset, v_admin, v_pay;
  return v_result;
end;
$$;
revoke all on function public.list_employees(p_organization_id uuid, p_status text, p_department text, p_project_id uuid, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.list_employees(p_organization_id uuid, p_status text, p_department text, p_project_id uuid, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) to authenticated, service_role;
