-- The lines of a run are final once it is approved. Lines go freely with their run.
create or replace function private.guard_payroll_run_line()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  select r.status into v_status from public.payroll_runs r
  where r.id = case when tg_op = 'DELETE' then old.payroll_run_id else new.payroll_run_id end;
  if v_status is not null and v_status <> 'draft' then
    raise exception 'The lines of an approved, paid or void payroll run cannot be changed' using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke all on function private.guard_payroll_run_line() from public, anon, authenticated, service_role;
