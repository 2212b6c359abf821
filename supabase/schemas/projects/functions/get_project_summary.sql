-- RPC: one project's summary (as search_projects computes it) with its team: the manager and every
-- member with tasks on it, with their open and overdue tasks. Null when the organization has no such
-- project (the screen then shows "Project not found"). Members only.
create or replace function public.get_project_summary(p_organization_id uuid, p_project_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_row record;
  v_today date;
begin
  perform private.require_member(p_organization_id);
  select * into v_row from private.project_summaries(p_organization_id) s where s.id = p_project_id;
  if not found then
    return null;
  end if;
  v_today := private.organization_today(p_organization_id);
  return (private.project_summary_money(to_jsonb(v_row)) || jsonb_build_object(
    'team', coalesce((
      select jsonb_agg(jsonb_build_object('user_id', x.user_id, 'name', x.name, 'role', x.role, 'is_manager', x.is_manager,
                                          'open_tasks', x.open_tasks, 'overdue_tasks', x.overdue_tasks) order by x.is_manager desc, lower(x.name))
      from (
        select m.user_id, coalesce(nullif(btrim(pr.full_name), ''), pr.email, 'Member') as name, m.role,
               (m.user_id = v_row.manager_user_id) as is_manager,
               count(t.id) filter (where t.status <> 'done')::int as open_tasks,
               count(t.id) filter (where t.status <> 'done' and t.due_date < v_today)::int as overdue_tasks
        from public.organization_members m
        left join public.profiles pr on pr.id = m.user_id
        left join public.project_tasks t on t.project_id = p_project_id and t.assignee_user_id = m.user_id
        where m.organization_id = p_organization_id
          and (m.user_id = v_row.manager_user_id or t.id is not null)
        group by m.user_id, pr.full_name, pr.email, m.role
      ) x), '[]'::jsonb)))::json;
end;
$$;
revoke all on function public.get_project_summary(p_organization_id uuid, p_project_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_project_summary(p_organization_id uuid, p_project_id uuid) to authenticated, service_role;
