-- Store product variants: updated_at stamped.
create or replace trigger store_product_variants_touch before update on public.store_product_variants for each row execute function private.touch_updated_at();
