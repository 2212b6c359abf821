-- Journal entries: members of the organization read; owners, admins and members write (what may
-- change is the triggers' rule: drafts only, provenance the database's).
alter table public.journal_entries enable row level security;

drop policy if exists editors_delete on public.journal_entries;
create policy editors_delete on public.journal_entries
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_insert on public.journal_entries;
create policy editors_insert on public.journal_entries
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_update on public.journal_entries;
create policy editors_update on public.journal_entries
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists members_read on public.journal_entries;
create policy members_read on public.journal_entries
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
