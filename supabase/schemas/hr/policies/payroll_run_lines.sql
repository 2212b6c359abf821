-- Payroll run lines (each person's pay): only owners, admins and members with payroll access read
-- them (can_read_pay); only owners and admins write (they run payroll).
alter table public.payroll_run_lines enable row level security;

drop policy if exists admins_delete on public.payroll_run_lines;
create policy admins_delete on public.payroll_run_lines
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']));

drop policy if exists admins_insert on public.payroll_run_lines;
create policy admins_insert on public.payroll_run_lines
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin']));

drop policy if exists admins_update on public.payroll_run_lines;
create policy admins_update on public.payroll_run_lines
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']))
  with check (public.has_org_role(organization_id, array['owner', 'admin']));

drop policy if exists pay_readers_read on public.payroll_run_lines;
create policy pay_readers_read on public.payroll_run_lines
  for select
  to authenticated
  using (organization_id in (select public.pay_organization_ids()));
