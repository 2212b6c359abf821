-- The preamble of the status RPCs: the run, locked, when the caller is an owner or admin, with the
-- sentence the screen shows otherwise. The run's trigger posts; the RPCs check who asks and say why
-- not.
create or replace function private.payroll_run_for_change(p_run_id uuid)
returns public.payroll_runs
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_run public.payroll_runs;
begin
  select * into v_run from public.payroll_runs r where r.id = p_run_id for update;
  if not found then
    raise exception 'Payroll run not found' using errcode = 'PT404';
  end if;
  perform private.require_role(v_run.organization_id, array['owner', 'admin'], 'Only owners and admins can run payroll');
  return v_run;
end;
$$;
revoke all on function private.payroll_run_for_change(p_run_id uuid) from public, anon, authenticated, service_role;
