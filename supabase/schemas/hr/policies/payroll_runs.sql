-- Payroll runs (with their totals): only owners, admins and members with payroll access read them
-- (can_read_pay); only owners and admins write (they run payroll). Reports that need payroll
-- figures read the ledger (or, for the Taxes report, the runs) in security-definer functions.
alter table public.payroll_runs enable row level security;

drop policy if exists admins_delete on public.payroll_runs;
create policy admins_delete on public.payroll_runs
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']));

drop policy if exists admins_insert on public.payroll_runs;
create policy admins_insert on public.payroll_runs
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin']));

drop policy if exists admins_update on public.payroll_runs;
create policy admins_update on public.payroll_runs
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']))
  with check (public.has_org_role(organization_id, array['owner', 'admin']));

drop policy if exists pay_readers_read on public.payroll_runs;
create policy pay_readers_read on public.payroll_runs
  for select
  to authenticated
  using (organization_id in (select public.pay_organization_ids()));
