-- The dependency rule: refuses predecessor -> successor when the successor starts before the
-- predecessor is due (starting on its due date is fine), naming the earliest start it allows.
create or replace function private.check_task_dependency(p_predecessor_id uuid, p_successor_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pred record;
  v_succ record;
begin
  select id, name, due_date into v_pred from public.project_tasks where id = p_predecessor_id;
  select id, name, start_date into v_succ from public.project_tasks where id = p_successor_id;
  if v_pred.due_date is not null and v_succ.start_date is not null and v_succ.start_date < v_pred.due_date then
    raise exception 'A task cannot start before the task it depends on ends: "%" ends on %, so "%" can start on % at the earliest.',
      v_pred.name, to_char(v_pred.due_date, 'FMMonth FMDD, YYYY'), v_succ.name, to_char(v_pred.due_date, 'FMMonth FMDD, YYYY')
      using errcode = '23514';
  end if;
end;
$$;
revoke all on function private.check_task_dependency(p_predecessor_id uuid, p_successor_id uuid) from public, anon, authenticated, service_role;
