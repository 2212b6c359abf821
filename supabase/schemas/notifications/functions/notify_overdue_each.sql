-- The scheduled overdue run: every organization in its own transaction, committed before the next
-- one starts, so an organization's notices show and its rows unlock at once, and a failure late in
-- the run loses nothing already done. The backend's job CALLs it outside a transaction block
-- (packages/backend/src/jobs/overdue-notifier.ts); on hosted Supabase pg_cron may (docs/projects.md).
-- A procedure that commits may be neither SECURITY DEFINER nor carry SET, so it names every object
-- with its schema and only its owner executes it (the job connects as the owner).
-- Runners at the same moment announce each event once: each organization's transaction holds the
-- run-wide lock shared and the organization's lock exclusively (both released at its commit), so
-- two procedures (two backend instances) never work on one organization together (the second
-- counts it skipped), and the RPC, which takes the run-wide lock exclusively, never runs beside
-- either.
create or replace procedure private.notify_overdue_each(inout result jsonb default null)
language plpgsql
as $$
declare
  v_org uuid;
  v_run_free boolean;
  v_org_free boolean;
begin
  result := '{"ran": true, "organizations": 0, "tasks": 0, "documents": 0, "failed": 0, "skipped": 0}'::jsonb;
  for v_org in select o.id from public.organizations o order by o.created_at, o.id loop
    -- A failed try leaves the organization to the runner that holds the lock; the commit below
    -- releases whatever was taken.
    v_run_free := pg_catalog.pg_try_advisory_xact_lock_shared(pg_catalog.hashtext('missionbase.notify_overdue_all'));
    v_org_free := pg_catalog.pg_try_advisory_xact_lock(pg_catalog.hashtext('missionbase.notify_overdue'), pg_catalog.hashtext(v_org::text));
    if v_run_free and v_org_free then
      result := private.overdue_run_add(result, private.notify_overdue_organization(v_org));
    else
      result := private.overdue_run_add(result, '{"skipped": true}'::jsonb);
    end if;
    -- This organization's notices are visible, and its rows unlocked, before the next one starts.
    commit;
  end loop;
end;
$$;
revoke all on procedure private.notify_overdue_each(INOUT result jsonb) from public, anon, authenticated, service_role;
