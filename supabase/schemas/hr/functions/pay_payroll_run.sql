-- RPC: marks an approved run paid; the run's trigger posts the payment entry. Owners and admins
-- only.
create or replace function public.pay_payroll_run(p_run_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_run public.payroll_runs := private.payroll_run_for_change(p_run_id);
begin
  if v_run.status <> 'approved' then
    raise exception 'Approve the payroll run before marking it paid (this one is %)', v_run.status using errcode = '23514';
  end if;
  update public.payroll_runs r set status = 'paid' where r.id = p_run_id;
end;
$$;
revoke all on function public.pay_payroll_run(p_run_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.pay_payroll_run(p_run_id uuid) to authenticated, service_role;
