-- Project tasks: members of the organization read; owners, admins and members write.
alter table public.project_tasks enable row level security;

drop policy if exists editors_delete on public.project_tasks;
create policy editors_delete on public.project_tasks
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_insert on public.project_tasks;
create policy editors_insert on public.project_tasks
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_update on public.project_tasks;
create policy editors_update on public.project_tasks
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists members_read on public.project_tasks;
create policy members_read on public.project_tasks
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
