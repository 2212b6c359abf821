-- Employee identifiers (tax id, bank account): only owners and admins read or write them; a member
-- or viewer gets no row, whatever they ask. When the organization requires multi-factor sign-in, an
-- owner or admin whose session has not proven a second factor gets no row either (mfa_satisfied).
alter table public.employee_private enable row level security;

drop policy if exists admins_delete on public.employee_private;
create policy admins_delete on public.employee_private
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']) and public.mfa_satisfied(organization_id));

drop policy if exists admins_insert on public.employee_private;
create policy admins_insert on public.employee_private
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin']) and public.mfa_satisfied(organization_id));

drop policy if exists admins_read on public.employee_private;
create policy admins_read on public.employee_private
  for select
  to authenticated
  -- The caller's organizations are looked up once per statement, then a hash probe per row.
  using (organization_id in (select o.id from public.user_organization_ids(array['owner', 'admin']) as o (id) where public.mfa_satisfied(o.id)));

drop policy if exists admins_update on public.employee_private;
create policy admins_update on public.employee_private
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']) and public.mfa_satisfied(organization_id))
  with check (public.has_org_role(organization_id, array['owner', 'admin']) and public.mfa_satisfied(organization_id));
