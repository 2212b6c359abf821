-- Vendors' full tax ids: only those public.can_read_tax_ids allows (owners and admins) read them;
-- nobody writes them directly (the vendors trigger private.capture_vendor_tax_id does).
alter table public.vendor_tax_ids enable row level security;

drop policy if exists tax_id_readers_read on public.vendor_tax_ids;
create policy tax_id_readers_read on public.vendor_tax_ids
  for select
  to authenticated
  using (public.can_read_tax_ids(organization_id));
