-- Funds: members of the organization read; owners and admins write.
alter table public.funds enable row level security;

drop policy if exists admins_delete on public.funds;
create policy admins_delete on public.funds
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']));

drop policy if exists admins_insert on public.funds;
create policy admins_insert on public.funds
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin']));

drop policy if exists admins_update on public.funds;
create policy admins_update on public.funds
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']))
  with check (public.has_org_role(organization_id, array['owner', 'admin']));

drop policy if exists members_read on public.funds;
create policy members_read on public.funds
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
