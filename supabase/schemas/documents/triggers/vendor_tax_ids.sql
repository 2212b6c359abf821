-- Vendors' full tax ids: updated_at kept.
create or replace trigger vendor_tax_ids_touch before update on public.vendor_tax_ids for each row execute function private.touch_updated_at();
