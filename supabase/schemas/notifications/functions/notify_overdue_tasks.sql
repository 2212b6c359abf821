-- Notifies the assignee of each task past its due date (the organization's today) and not done,
-- once per due date: the task records the due date it announced (overdue_notified_due), so a moved
-- due date that is missed again is a new event. Returns how many were added. No membership check:
-- the scheduled run calls it (docs/projects.md).
create or replace function private.notify_overdue_tasks(p_organization_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := private.today_for_organization(p_organization_id);
  v_count integer;
begin
  with due as (
    update public.project_tasks t set overdue_notified_due = t.due_date
    where t.organization_id = p_organization_id and t.status <> 'done' and t.assignee_user_id is not null
      and t.due_date < v_today and t.overdue_notified_due is distinct from t.due_date
    returning t.id, t.name, t.due_date, t.assignee_user_id, t.project_id
  ), sent as (
    insert into public.notifications (organization_id, user_id, title, message, link)
    select p_organization_id, d.assignee_user_id, left('Task overdue: ' || d.name, 200),
           'It was due on ' || to_char(d.due_date, 'FMMonth FMDD, YYYY') || ' (' || coalesce(p.name, 'project') || ').',
           '/app/projects/tasks?open=' || d.id
    from due d left join public.projects p on p.id = d.project_id
    returning 1
  )
  select count(*) into v_count from sent;
  return v_count;
end;
$$;
revoke all on function private.notify_overdue_tasks(p_organization_id uuid) from public, anon, authenticated, service_role;

-- The same for one organization, service role only (the backend's job, scripts): an internal job,
-- not an RPC for members, who could otherwise fire the organization's notices at will.
create or replace function public.notify_overdue_tasks(p_organization_id uuid)
returns integer
language sql
security definer
set search_path = ''
as $$
  select private.notify_overdue_tasks(p_organization_id)
$$;
revoke all on function public.notify_overdue_tasks(p_organization_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.notify_overdue_tasks(p_organization_id uuid) to service_role;
