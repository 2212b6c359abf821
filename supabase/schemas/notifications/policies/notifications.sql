-- Notifications: members read the organization-wide ones and their own, and mark them read;
-- owners, admins and members add them and delete what they see. Most are written by the system's
-- security-definer code.
alter table public.notifications enable row level security;

drop policy if exists editors_delete on public.notifications;
create policy editors_delete on public.notifications
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']) and (user_id is null or user_id = (select auth.uid())));

drop policy if exists editors_insert on public.notifications;
create policy editors_insert on public.notifications
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

-- Any member may mark what they can see as read (the grant limits updates to is_read).
drop policy if exists members_mark_read on public.notifications;
create policy members_mark_read on public.notifications
  for update
  to authenticated
  using (public.is_org_member(organization_id) and (user_id is null or user_id = (select auth.uid())))
  with check (public.is_org_member(organization_id) and (user_id is null or user_id = (select auth.uid())));

drop policy if exists members_read on public.notifications;
create policy members_read on public.notifications
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()) and (user_id is null or user_id = (select auth.uid())));
