-- Store products: updated_at stamped.
create or replace trigger store_products_touch before update on public.store_products for each row execute function private.touch_updated_at();
