-- Adds one organization's answer to the run's totals (notify_overdue_each and notify_overdue_all).
create or replace function private.overdue_run_add(p_run jsonb, p_one jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'ran', true,
    'organizations', (p_run ->> 'organizations')::integer + case when p_one ? 'tasks' then 1 else 0 end,
    'tasks', (p_run ->> 'tasks')::integer + coalesce((p_one ->> 'tasks')::integer, 0),
    'documents', (p_run ->> 'documents')::integer + coalesce((p_one ->> 'documents')::integer, 0),
    'failed', (p_run ->> 'failed')::integer + case when p_one ? 'failed' then 1 else 0 end,
    'skipped', (p_run ->> 'skipped')::integer + case when p_one ? 'skipped' then 1 else 0 end)
$$;
revoke all on function private.overdue_run_add(p_run jsonb, p_one jsonb) from public, anon, authenticated, service_role;
