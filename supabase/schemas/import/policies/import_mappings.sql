-- Import mappings: owners and admins of the organization read them; members, viewers and other
-- organizations see none. Written only by suggest_import_mappings and save_import_mappings, never
-- directly.
alter table public.import_mappings enable row level security;

drop policy if exists admins_read on public.import_mappings;
create policy admins_read on public.import_mappings
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids(array['owner', 'admin'])));
