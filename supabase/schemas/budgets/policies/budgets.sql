-- Budgets: members of the organization read; owners, admins and members write.
alter table public.budgets enable row level security;

drop policy if exists editors_delete on public.budgets;
create policy editors_delete on public.budgets
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_insert on public.budgets;
create policy editors_insert on public.budgets
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_update on public.budgets;
create policy editors_update on public.budgets
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists members_read on public.budgets;
create policy members_read on public.budgets
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
