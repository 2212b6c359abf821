-- Invitations: owners and admins read and write them (a row carries its token, so no one else
-- sees it); the invitee reaches theirs through get_invitation and accept_invitation.
alter table public.invitations enable row level security;

drop policy if exists admins_delete on public.invitations;
create policy admins_delete on public.invitations
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']));

drop policy if exists admins_insert on public.invitations;
create policy admins_insert on public.invitations
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin']));

drop policy if exists admins_read on public.invitations;
create policy admins_read on public.invitations
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids(array['owner', 'admin'])));

drop policy if exists admins_update on public.invitations;
create policy admins_update on public.invitations
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']))
  with check (public.has_org_role(organization_id, array['owner', 'admin']));
