-- Account descriptions (the library of standard explanations): members of the
-- organization read; owners, admins and members write.
alter table public.account_descriptions enable row level security;

drop policy if exists editors_delete on public.account_descriptions;
create policy editors_delete on public.account_descriptions
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_insert on public.account_descriptions;
create policy editors_insert on public.account_descriptions
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_update on public.account_descriptions;
create policy editors_update on public.account_descriptions
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists members_read on public.account_descriptions;
create policy members_read on public.account_descriptions
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
