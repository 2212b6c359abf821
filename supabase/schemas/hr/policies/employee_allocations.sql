-- Employee allocations: members of the organization read (shares of pay, no amounts); only whoever
-- may change pay writes them (owners, admins and members with payroll access: can_change_pay).
alter table public.employee_allocations enable row level security;

drop policy if exists pay_editors_delete on public.employee_allocations;
create policy pay_editors_delete on public.employee_allocations
  for delete
  to authenticated
  using (public.can_change_pay(organization_id));

drop policy if exists pay_editors_insert on public.employee_allocations;
create policy pay_editors_insert on public.employee_allocations
  for insert
  to authenticated
  with check (public.can_change_pay(organization_id));

drop policy if exists pay_editors_update on public.employee_allocations;
create policy pay_editors_update on public.employee_allocations
  for update
  to authenticated
  using (public.can_change_pay(organization_id))
  with check (public.can_change_pay(organization_id));

drop policy if exists members_read on public.employee_allocations;
create policy members_read on public.employee_allocations
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
