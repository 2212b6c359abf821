-- RPC: approves a draft run; the run's trigger posts the approval entry. Owners and admins only.
create or replace function public.approve_payroll_run(p_run_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_run public.payroll_runs := private.payroll_run_for_change(p_run_id);
begin
  if v_run.status <> 'draft' then
    raise exception 'Only a draft payroll run can be approved (this one is %)', v_run.status using errcode = '23514';
  end if;
  update public.payroll_runs r set status = 'approved', approved_by = auth.uid() where r.id = p_run_id;
end;
$$;
revoke all on function public.approve_payroll_run(p_run_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.approve_payroll_run(p_run_id uuid) to authenticated, service_role;
