-- Donors: members of the organization read; owners, admins and members write.
alter table public.donors enable row level security;

drop policy if exists editors_delete on public.donors;
create policy editors_delete on public.donors
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_insert on public.donors;
create policy editors_insert on public.donors
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_update on public.donors;
create policy editors_update on public.donors
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists members_read on public.donors;
create policy members_read on public.donors
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
