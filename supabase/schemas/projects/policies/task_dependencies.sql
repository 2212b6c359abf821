-- Task dependencies: members of the organization read; owners, admins and members write.
alter table public.task_dependencies enable row level security;

drop policy if exists editors_delete on public.task_dependencies;
create policy editors_delete on public.task_dependencies
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_insert on public.task_dependencies;
create policy editors_insert on public.task_dependencies
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_update on public.task_dependencies;
create policy editors_update on public.task_dependencies
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists members_read on public.task_dependencies;
create policy members_read on public.task_dependencies
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
