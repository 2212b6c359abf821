-- RPC, service role only: the overdue run in one transaction (private.notify_overdue_all), for a
-- caller that cannot CALL the procedure (a scheduled Edge Function, a pg_cron build that refuses its
-- COMMIT).
create or replace function public.run_overdue_notifications()
returns jsonb
language sql
security definer
set search_path = ''
as $$
  select private.notify_overdue_all()
$$;
comment on function public.run_overdue_notifications() is 'Overdue task and document notifications for every organization, each event once. Service role only: the backend job, pg_cron or a scheduled Edge Function calls it.';
revoke all on function public.run_overdue_notifications() from public, anon, authenticated, service_role;
grant execute on function public.run_overdue_notifications() to service_role;
