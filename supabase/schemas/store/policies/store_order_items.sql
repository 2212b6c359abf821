-- Store order items: a signed-in buyer reads the items of their own orders; only the service role
-- and the store functions write them.
alter table public.store_order_items enable row level security;

drop policy if exists buyers_read_own on public.store_order_items;
create policy buyers_read_own on public.store_order_items
  for select
  to authenticated
  using (exists (select 1 from public.store_orders o where o.id = order_id and o.user_id = (select auth.uid())));
