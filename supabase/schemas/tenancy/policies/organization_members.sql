-- Memberships: members see their organization's members; owners and admins change roles (the
-- only column granted for update) and remove members, and anyone may leave. Memberships are created
-- by provisioning and accept_invitation, never through the API; guard_membership_change protects
-- the owners.
alter table public.organization_members enable row level security;

drop policy if exists admins_or_self_delete on public.organization_members;
create policy admins_or_self_delete on public.organization_members
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']) or user_id = (select auth.uid()));

drop policy if exists admins_update on public.organization_members;
create policy admins_update on public.organization_members
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']))
  with check (public.has_org_role(organization_id, array['owner', 'admin']));

drop policy if exists members_read on public.organization_members;
create policy members_read on public.organization_members
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
