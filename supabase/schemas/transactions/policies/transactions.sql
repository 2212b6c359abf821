-- Transactions: members of the organization read; owners, admins and members write.
alter table public.transactions enable row level security;

drop policy if exists editors_delete on public.transactions;
create policy editors_delete on public.transactions
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_insert on public.transactions;
create policy editors_insert on public.transactions
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_update on public.transactions;
create policy editors_update on public.transactions
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists members_read on public.transactions;
create policy members_read on public.transactions
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
