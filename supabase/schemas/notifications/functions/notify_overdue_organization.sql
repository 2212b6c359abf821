-- One organization's overdue run: both rules (private.notify_overdue_tasks and
-- private.notify_overdue_documents) in a sub-transaction, so a failure is a warning and
-- {"failed": true} and the other organizations' notices still go out. notify_overdue_each and
-- notify_overdue_all call it.
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
