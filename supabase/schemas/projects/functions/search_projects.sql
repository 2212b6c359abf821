-- RPC: one page of the organization's projects with their figures and the totals of all that match,
-- filtered and sorted by the database. p_archived: false (default) the working projects, true the
-- archived ones, null both. Members only. The answer is a public.project_page.
create or replace function public.search_projects(
  p_organization_id uuid,
  p_status text default null,
  p_search text default null,
  p_manager_user_id uuid default null,
  p_fund_id uuid default null,
  p_function text default null,
  p_archived boolean default false,
  p_sort text default 'name',
  p_direction text default 'asc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns public.project_page
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
  v_result public.project_page;
begin
  perform private.require_member(p_organization_id);
  if v_sort not in ('name', 'status', 'start_date', 'end_date', 'budget', 'spent', 'remaining', 'progress', 'manager') then
    raise exception 'Cannot sort projects by %', p_sort using errcode = '22023';
  end if;
  if p_status is not null and p_status not in ('planned', 'active', 'on_hold', 'completed', 'cancelled') then
    raise exception 'Unknown project status: %', p_status using errcode = '22023';
  end if;
  with filtered as (
    select s.* from private.project_summaries(p_organization_id) s
    where (p_status is null or s.status = p_status)
      and (p_archived is null or s.archived = p_archived)
      and (p_manager_user_id is null or s.manager_user_id = p_manager_user_id)
      and (p_fund_id is null or s.fund_id = p_fund_id)
      and (p_function is null or s.function = p_function)
      and (v_pattern is null or s.name ilike v_pattern or s.code ilike v_pattern or s.description ilike v_pattern or s.manager_name ilike v_pattern)
  ), ordered as (
    select f.*, row_number() over (order by
      case when not v_desc then case v_sort when 'name' then lower(f.name) when 'status' then f.status when 'manager' then lower(f.manager_name) end end asc nulls last,
      case when v_desc then case v_sort when 'name' then lower(f.name) when 'status' then f.status when 'manager' then lower(f.manager_name) end end desc nulls last,
      case when not v_desc then case v_sort when 'start_date' then f.start_date when 'end_date' then f.end_date end end asc nulls last,
      case when v_desc then case v_sort when 'start_date' then f.start_date when 'end_date' then f.end_date end end desc nulls last,
      case when not v_desc then case v_sort when 'budget' then f.budget when 'spent' then f.spent when 'remaining' then f.remaining when 'progress' then f.progress end end asc nulls last,
      case when v_desc then case v_sort when 'budget' then f.budget when 'spent' then f.spent when 'remaining' then f.remaining when 'progress' then f.progress end end desc nulls last,
      lower(f.name), f.id) as n
    from filtered f
  )
  select
    (select count(*) from filtered) as total,
    row(coalesce((select sum(budget) from filtered), 0)::text,
        coalesce((select sum(spent) from filtered), 0)::text)::public.project_money_totals as totals,
    v_limit as "limit", v_offset as "offset",
    array(
      select row(o.id, o.code, o.name, o.spent::text, o.budget::text, o.status, o.fund_id, o.archived, o.end_date, o.function,
                 o.progress, o.fund_name, o.remaining::text, o.done_count, o.start_date, o.task_count, o.updated_at, o.description,
                 o.manager_name, o.overdue_count, o.manager_user_id)::public.project_summary
      from ordered o where o.n > v_offset and o.n <= v_offset + v_limit order by o.n) as rows
  into v_result;
  return v_result;
end;
$$;
revoke all on function public.search_projects(p_organization_id uuid, p_status text, p_search text, p_manager_user_id uuid, p_fund_id uuid, p_function text, p_archived boolean, p_sort text, p_direction text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.search_projects(p_organization_id uuid, p_status text, p_search text, p_manager_user_id uuid, p_fund_id uuid, p_function text, p_archived boolean, p_sort text, p_direction text, p_limit integer, p_offset integer) to authenticated, service_role;
