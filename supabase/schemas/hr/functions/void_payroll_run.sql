-- RPC: voids a run in any other status; the run's trigger reverses what it posted. Owners and admins
-- only.
create or replace function public.void_payroll_run(p_run_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_run public.payroll_runs := private.payroll_run_for_change(p_run_id);
begin
  if v_run.status = 'void' then
    raise exception 'This payroll run is already void' using errcode = '23514';
  end if;
  update public.payroll_runs r set status = 'void' where r.id = p_run_id;
end;
$$;
revoke all on function public.void_payroll_run(p_run_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.void_payroll_run(p_run_id uuid) to authenticated, service_role;
