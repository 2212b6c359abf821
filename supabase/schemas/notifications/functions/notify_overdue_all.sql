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
