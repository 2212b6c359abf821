-- Organizations: members read theirs; owners and admins rename them; only owners delete them.
-- Organizations are created through create_organization or sign-up, never by an insert.
alter table public.organizations enable row level security;

drop policy if exists admins_update on public.organizations;
create policy admins_update on public.organizations
  for update
  to authenticated
  using (public.has_org_role(id, array['owner', 'admin']))
  with check (public.has_org_role(id, array['owner', 'admin']));

drop policy if exists members_read on public.organizations;
create policy members_read on public.organizations
  for select
  to authenticated
  using (id in (select public.user_organization_ids()));

drop policy if exists owners_delete on public.organizations;
create policy owners_delete on public.organizations
  for delete
  to authenticated
  using (public.has_org_role(id, array['owner']));
