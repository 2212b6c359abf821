-- RPC: one project's summary (as search_projects computes it) with its team: the manager and every
-- member with tasks on it, with their open and overdue tasks. No row when the organization has no
-- such project (the screen reads it with maybeSingle and shows "Project not found"). Members only.
create or replace function public.get_project_summary(p_organization_id uuid, p_project_id uuid)
returns setof public.project_detail
rows 1
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date;
begin
  perform private.require_member(p_organization_id);
  v_today := private.today_for_organization(p_organization_id);
  return query
  select s.id, s.code, s.name,
         array(
           select row(x.name, x.role, x.user_id, x.is_manager, x.open_tasks, x.overdue_tasks)::public.project_team_member
           from (
             select m.user_id, coalesce(nullif(btrim(pr.full_name), ''), pr.email, 'Member') as name, m.role,
                    (m.user_id = s.manager_user_id) as is_manager,
                    count(t.id) filter (where t.status <> 'done')::int as open_tasks,
                    count(t.id) filter (where t.status <> 'done' and t.due_date < v_today)::int as overdue_tasks
             from public.organization_members m
             left join public.profiles pr on pr.id = m.user_id
             left join public.project_tasks t on t.project_id = p_project_id and t.assignee_user_id = m.user_id
             where m.organization_id = p_organization_id
               and (m.user_id = s.manager_user_id or t.id is not null)
             group by m.user_id, pr.full_name, pr.email, m.role
           ) x
           order by x.is_manager desc, lower(x.name)),
         s.spent::text, s.budget::text, s.status, s.fund_id, s.archived, s.end_date, s.function, s.progress, s.fund_name,
         s.remaining::text, s.done_count, s.start_date, s.task_count, s.updated_at, s.description, s.manager_name,
         s.overdue_count, s.manager_user_id
  from private.project_summaries(p_organization_id) s
  where s.id = p_project_id;
end;
$$;
revoke all on function public.get_project_summary(p_organization_id uuid, p_project_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_project_summary(p_organization_id uuid, p_project_id uuid) to authenticated, service_role;
