-- A new or changed dependency: refused when it would close a cycle, or when the successor starts
-- before the predecessor is due.
create or replace function private.task_dependencies_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A cycle would make every task in it wait for itself.
  if exists (
    with recursive downstream(task_id) as (
      select d.successor_id from public.task_dependencies d where d.predecessor_id = new.successor_id
      union
      select d.successor_id from public.task_dependencies d join downstream s on d.predecessor_id = s.task_id
    )
    select 1 from downstream where task_id = new.predecessor_id
  ) then
    raise exception 'These tasks already depend on each other the other way round; a task cannot wait for itself.'
      using errcode = '23514';
  end if;
  perform private.check_task_dependency(new.predecessor_id, new.successor_id);
  return new;
end;
$$;
revoke all on function private.task_dependencies_check() from public, anon, authenticated, service_role;
