-- Projects: members of the organization read; owners, admins and members write.
alter table public.projects enable row level security;

drop policy if exists editors_delete on public.projects;
create policy editors_delete on public.projects
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_insert on public.projects;
create policy editors_insert on public.projects
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_update on public.projects;
create policy editors_update on public.projects
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists members_read on public.projects;
create policy members_read on public.projects
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
