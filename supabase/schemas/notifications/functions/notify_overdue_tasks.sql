-- Overdue notifications by a scheduled job, not on page load (issue 16 point 6). Until now the
-- Projects screens called notify_overdue_tasks and the Invoices/Bills screens notify_overdue_documents
-- when they opened: work on the read path, and nothing announced while nobody looked. Now:
--   * private.notify_overdue_tasks(org) holds the rule (no membership check); the public RPC keeps
--     its membership check and calls it, so a member may still ask for it.
--   * private.notify_overdue_all() runs both rules for every organization, each organization in its
--     own sub-transaction (one refusing, e.g. a trial past its end, does not stop the others), under a
--     transaction advisory lock so two runners at once (two backend instances, a cron and a
--     backend) never announce one event twice: the second sees the lock and skips its tick.
--   * public.run_overdue_notifications() is that run for the service role only: the backend's job
--     (packages/backend/src/jobs/overdue-notifier.ts) calls it every few minutes; on hosted
--     Supabase pg_cron or a scheduled Edge Function calls it (docs/projects.md).
-- Each event is still notified once: a task records the due date it announced
-- (overdue_notified_due), a document is announced once per state (an existing notice is not repeated).
create or replace function private.notify_overdue_tasks(p_organization_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := private.organization_today(p_organization_id);
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

create or replace function public.notify_overdue_tasks(p_organization_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return private.notify_overdue_tasks(p_organization_id);
end;
$$;
revoke all on function public.notify_overdue_tasks(p_organization_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.notify_overdue_tasks(p_organization_id uuid) to authenticated, service_role;
