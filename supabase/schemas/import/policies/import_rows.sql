-- Staged import rows: owners and admins of the organization read them; members, viewers and other
-- organizations see none. Written only by stage_import_rows and clear_import_rows, never directly.
alter table public.import_rows enable row level security;

drop policy if exists admins_read on public.import_rows;
create policy admins_read on public.import_rows
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids(array['owner', 'admin'])));
