-- RPC: one page of tasks across the organization's working (not archived) projects, or of one
-- project, filtered and sorted by the database. p_due: 'overdue' (past due, not done) or
-- 'this_week' (due Monday to Sunday of the organization's current week). Members only. The answer
-- is a public.project_task_page.
create or replace function public.search_project_tasks(
  p_organization_id uuid,
  p_project_id uuid default null,
  p_assignee_user_id uuid default null,
  p_status text default null,
  p_due text default null,
  p_search text default null,
  p_sort text default 'due_date',
  p_direction text default 'asc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns public.project_task_page
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_desc boolean := lower(coalesce(p_direction, 'asc')) = 'desc';
  v_sort text := lower(coalesce(p_sort, 'due_date'));
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_today date;
  v_week date;
  v_result public.project_task_page;
begin
  perform private.require_member(p_organization_id);
  if v_sort not in ('due_date', 'start_date', 'name', 'status', 'priority', 'project', 'assignee', 'sort_order') then
    raise exception 'Cannot sort tasks by %', p_sort using errcode = '22023';
  end if;
  if p_status is not null and p_status not in ('todo', 'in_progress', 'blocked', 'done') then
    raise exception 'Unknown task status: %', p_status using errcode = '22023';
  end if;
  if p_due is not null and p_due not in ('overdue', 'this_week') then
    raise exception 'Unknown due filter: %', p_due using errcode = '22023';
  end if;
  v_today := private.today_for_organization(p_organization_id);
  v_week := date_trunc('week', v_today)::date;
  with filtered as (
    select t.*, p.name as project_name, p.code as project_code,
           coalesce(nullif(btrim(pr.full_name), ''), t.assignee_name) as assignee_display,
           case t.priority when 'high' then 3 when 'medium' then 2 else 1 end as priority_rank
    from public.project_tasks t
    join public.projects p on p.id = t.project_id
    left join public.profiles pr on pr.id = t.assignee_user_id
    where t.organization_id = p_organization_id
      and (case when p_project_id is null then not p.archived else t.project_id = p_project_id end)
      and (p_assignee_user_id is null or t.assignee_user_id = p_assignee_user_id)
      and (p_status is null or t.status = p_status)
      and (p_due is null
           or (p_due = 'overdue' and t.status <> 'done' and t.due_date < v_today)
           or (p_due = 'this_week' and t.due_date between v_week and v_week + 6))
      and (v_pattern is null or t.name ilike v_pattern or t.description ilike v_pattern or p.name ilike v_pattern
           or coalesce(pr.full_name, t.assignee_name) ilike v_pattern)
  ), ordered as (
    select f.*, row_number() over (order by
      case when not v_desc then case v_sort when 'name' then lower(f.name) when 'status' then f.status when 'project' then lower(f.project_name) when 'assignee' then lower(f.assignee_display) end end asc nulls last,
      case when v_desc then case v_sort when 'name' then lower(f.name) when 'status' then f.status when 'project' then lower(f.project_name) when 'assignee' then lower(f.assignee_display) end end desc nulls last,
      case when not v_desc then case v_sort when 'due_date' then f.due_date when 'start_date' then f.start_date end end asc nulls last,
      case when v_desc then case v_sort when 'due_date' then f.due_date when 'start_date' then f.start_date end end desc nulls last,
      case when not v_desc then case v_sort when 'priority' then f.priority_rank when 'sort_order' then f.sort_order end end asc nulls last,
      case when v_desc then case v_sort when 'priority' then f.priority_rank when 'sort_order' then f.sort_order end end desc nulls last,
      lower(f.project_name), f.sort_order, f.start_date nulls last, f.id) as n
    from filtered f
  )
  select
    (select count(*) from filtered) as total,
    v_today as today,
    v_limit as "limit", v_offset as "offset",
    array(
      select row(o.id, o.project_id, o.project_name, o.project_code, o.name, o.description, o.status, o.priority,
                 o.assignee_user_id, o.assignee_display, o.start_date, o.due_date, o.progress, o.estimate_hours::text,
                 o.is_milestone, o.sort_order, (o.status <> 'done' and o.due_date < v_today), o.updated_at)::public.project_task_row
      from ordered o where o.n > v_offset and o.n <= v_offset + v_limit order by o.n) as rows
  into v_result;
  return v_result;
end;
$$;
revoke all on function public.search_project_tasks(p_organization_id uuid, p_project_id uuid, p_assignee_user_id uuid, p_status text, p_due text, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.search_project_tasks(p_organization_id uuid, p_project_id uuid, p_assignee_user_id uuid, p_status text, p_due text, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) to authenticated, service_role;
