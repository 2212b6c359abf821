-- RPC for owners, admins and members: makes p_successor_id wait for p_predecessor_id (finish-to-
-- start) and, when the successor starts before the predecessor ends, first moves the successor and
-- every task downstream of it (what waits for it, and so on) later by the same number of days, so
-- it starts on the predecessor's due date and the chain keeps its shape. One transaction: the tasks
-- move in one statement (the dependency rule is checked once they all have), then the link is
-- added (a cycle is still refused). Answers the new dependency's id and how many tasks moved.
create or replace function public.add_task_dependency_moving_successors(p_predecessor_id uuid, p_successor_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pred public.project_tasks;
  v_succ public.project_tasks;
  v_days integer := 0;
  v_moved integer := 0;
  v_id uuid;
begin
  select * into v_pred from public.project_tasks t where t.id = p_predecessor_id;
  select * into v_succ from public.project_tasks t where t.id = p_successor_id;
  if v_pred.id is null or v_succ.id is null or v_pred.organization_id <> v_succ.organization_id
     or not public.is_org_member(v_succ.organization_id) then
    raise exception 'Task not found' using errcode = 'PT404';
  end if;
  perform private.require_role(v_succ.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot change tasks');
  if v_pred.due_date is not null and v_succ.start_date is not null and v_succ.start_date < v_pred.due_date then
    v_days := v_pred.due_date - v_succ.start_date;
    with recursive downstream(task_id) as (
      select p_successor_id
      union
      select d.successor_id from public.task_dependencies d join downstream s on d.predecessor_id = s.task_id
    )
    update public.project_tasks t
       set start_date = t.start_date + v_days, due_date = t.due_date + v_days
      from (select distinct task_id from downstream) s
     where t.id = s.task_id and t.organization_id = v_succ.organization_id;
    get diagnostics v_moved = row_count;
  end if;
  insert into public.task_dependencies (organization_id, predecessor_id, successor_id)
  values (v_succ.organization_id, p_predecessor_id, p_successor_id)
  returning id into v_id;
  return jsonb_build_object('id', v_id, 'moved', v_moved, 'days', v_days);
end;
$$;
revoke all on function public.add_task_dependency_moving_successors(p_predecessor_id uuid, p_successor_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.add_task_dependency_moving_successors(p_predecessor_id uuid, p_successor_id uuid) to authenticated, service_role;
