-- Store orders: a signed-in buyer reads their own orders; only the service role and the store
-- functions write them.
alter table public.store_orders enable row level security;

drop policy if exists buyers_read_own on public.store_orders;
create policy buyers_read_own on public.store_orders
  for select
  to authenticated
  using (user_id = (select auth.uid()));
