-- After a task's dates change: they must still respect every dependency the task takes part in.
create or replace function private.project_tasks_dates_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  d record;
begin
  for d in select predecessor_id, successor_id from public.task_dependencies
           where successor_id = new.id or predecessor_id = new.id loop
    perform private.check_task_dependency(d.predecessor_id, d.successor_id);
  end loop;
  return null;
end;
$$;
revoke all on function private.project_tasks_dates_check() from public, anon, authenticated, service_role;
