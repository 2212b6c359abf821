-- Import batches: owners and admins of the organization read them (the wizard's list); members,
-- viewers and other organizations see none. Written only by the import RPCs (security definer,
-- checking the caller's role), never directly.
alter table public.import_batches enable row level security;

drop policy if exists admins_read on public.import_batches;
create policy admins_read on public.import_batches
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids(array['owner', 'admin'])));
