-- Overdue notifications: one transaction per organization, not one for all (last review's finding
-- on 20261126016100). private.notify_overdue_all() ran every organization inside the one
-- transaction of its caller: each organization had a sub-transaction (a failure stayed local), but
-- nothing was committed until the last organization was done, so the first organizations' notices
-- waited for the whole run, the rows it updated stayed locked for the whole run, and a crash late in
-- the run threw all of it away. Now:
--   * private.notify_overdue_organization(org) is one organization's run: both rules in a
--     sub-transaction (a refusal, e.g. a trial past its end, is a warning and {"failed": true}).
--   * private.notify_overdue_each() is a procedure: it runs that for every organization, each in its
--     own transaction, COMMITTED before the next one starts. The backend's job calls it (CALL
--     outside a transaction block: packages/backend/src/jobs/overdue-notifier.ts); on hosted
--     Supabase pg_cron may call it the same way. A procedure that commits may be neither SECURITY
--     DEFINER nor carry SET, so it names every object with its schema and is executable by its
--     owner only (the job connects as the owner).
--   * public.run_overdue_notifications() (the service role's RPC, for an Edge Function) keeps its
--     contract: it runs in the request's one transaction (a function cannot commit), through the
--     same per-organization function, under the run-wide lock ({"ran": false} when held).
-- Two runners at once still announce each event once. Each organization's transaction of the
-- procedure holds the run-wide lock SHARED and that organization's lock exclusively (both released
-- at its commit): two procedures (two backend instances) never work on one organization together
-- (the second counts it "skipped"; the first announces), and the RPC, which takes the run-wide lock
-- exclusively, never runs beside either (it answers {"ran": false}, or the procedure skips the
-- organizations it meets while the RPC runs). The RPC takes no per-organization lock, so a run over
-- thousands of organizations holds one lock, not thousands.
-- The rules themselves (private.notify_overdue_tasks / _documents) and "each event once" are unchanged.
create or replace function private.notify_overdue_organization(p_organization_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_tasks integer;
  v_documents integer;
begin
  begin
    v_tasks := private.notify_overdue_tasks(p_organization_id);
    v_documents := private.notify_overdue_documents(p_organization_id);
  exception when others then
    -- This organization's notices wait for the next run; the others go out now.
    raise warning 'overdue notifications for organization % failed: %', p_organization_id, sqlerrm;
    return jsonb_build_object('failed', true);
  end;
  return jsonb_build_object('tasks', v_tasks, 'documents', v_documents);
end;
$$;
revoke all on function private.notify_overdue_organization(p_organization_id uuid) from public, anon, authenticated, service_role;
