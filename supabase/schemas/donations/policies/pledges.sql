-- Pledges: members of the organization read; owners, admins and members write. The column grants
-- let an update set only the pledge's own fields: pledges_post and cancel_pledge write the
-- posting and cancellation columns.
alter table public.pledges enable row level security;

drop policy if exists editors_delete on public.pledges;
create policy editors_delete on public.pledges
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_insert on public.pledges;
create policy editors_insert on public.pledges
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_update on public.pledges;
create policy editors_update on public.pledges
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists members_read on public.pledges;
create policy members_read on public.pledges
  for select
  to authenticated
  using (public.is_org_member(organization_id));
