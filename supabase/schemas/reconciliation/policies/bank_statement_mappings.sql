-- Bank statement mappings (the CSV column mapping remembered per account): members of the
-- organization read; owners, admins and members write.
alter table public.bank_statement_mappings enable row level security;

drop policy if exists editors_delete on public.bank_statement_mappings;
create policy editors_delete on public.bank_statement_mappings
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_insert on public.bank_statement_mappings;
create policy editors_insert on public.bank_statement_mappings
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_update on public.bank_statement_mappings;
create policy editors_update on public.bank_statement_mappings
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists members_read on public.bank_statement_mappings;
create policy members_read on public.bank_statement_mappings
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
