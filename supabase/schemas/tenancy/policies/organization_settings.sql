-- Organization settings: members read them; owners and admins change them. The row is created
-- with the organization and goes with it.
alter table public.organization_settings enable row level security;

drop policy if exists admins_update on public.organization_settings;
create policy admins_update on public.organization_settings
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']))
  with check (public.has_org_role(organization_id, array['owner', 'admin']));

drop policy if exists members_read on public.organization_settings;
create policy members_read on public.organization_settings
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
