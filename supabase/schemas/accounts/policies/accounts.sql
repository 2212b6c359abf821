-- Accounts: members of the organization read; owners, admins and members write. The chart screen
-- writes through the account RPCs, which check the same roles and refuse in words.
alter table public.accounts enable row level security;

drop policy if exists editors_delete on public.accounts;
create policy editors_delete on public.accounts
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_insert on public.accounts;
create policy editors_insert on public.accounts
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_update on public.accounts;
create policy editors_update on public.accounts
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists members_read on public.accounts;
create policy members_read on public.accounts
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
