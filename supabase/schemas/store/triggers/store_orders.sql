-- Store orders: updated_at stamped.
create or replace trigger store_orders_touch before update on public.store_orders for each row execute function private.touch_updated_at();
