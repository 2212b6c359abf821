-- Notifies a task's new assignee (on insert, or when the assignee changes), linking to the task;
-- assigning yourself notifies no one.
create or replace function private.project_tasks_notify_assignee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_project text;
begin
  if new.assignee_user_id is null
     or (tg_op = 'UPDATE' and new.assignee_user_id is not distinct from old.assignee_user_id)
     or new.assignee_user_id = (select auth.uid()) then
    return null;
  end if;
  select name into v_project from public.projects where id = new.project_id;
  insert into public.notifications (organization_id, user_id, title, message, link)
  values (new.organization_id, new.assignee_user_id, left('Task assigned to you: ' || new.name, 200),
          'Project ' || coalesce(v_project, '') || case when new.due_date is not null then ', due ' || to_char(new.due_date, 'FMMonth FMDD, YYYY') else '' end || '.',
          '/app/projects/tasks?open=' || new.id);
  return null;
end;
$$;
revoke all on function private.project_tasks_notify_assignee() from public, anon, authenticated, service_role;
