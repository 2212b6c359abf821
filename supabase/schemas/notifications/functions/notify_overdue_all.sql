-- The overdue run for every organization inside the caller's one transaction, for the RPC
-- run_overdue_notifications (a function cannot commit). It takes the run-wide advisory lock
-- exclusively and no per-organization lock, so a run over thousands of organizations holds one
-- lock; while another run holds it the answer is {"ran": false}. Each organization runs in its own
-- sub-transaction (private.notify_overdue_organization).
create or replace function private.notify_overdue_all()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_org uuid;
  v_run jsonb := '{"ran": true, "organizations": 0, "tasks": 0, "documents": 0, "failed": 0, "skipped": 0}'::jsonb;
begin
  if not pg_try_advisory_xact_lock(hashtext('missionbase.notify_overdue_all')) then
    return jsonb_build_object('ran', false);
  end if;
  for v_org in select o.id from public.organizations o order by o.created_at, o.id loop
    v_run := private.overdue_run_add(v_run, private.notify_overdue_organization(v_org));
  end loop;
  return v_run;
end;
$$;
revoke all on function private.notify_overdue_all() from public, anon, authenticated, service_role;
