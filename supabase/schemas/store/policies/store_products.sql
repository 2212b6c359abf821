-- Store products: anyone reads the active products; only the service role writes them.
alter table public.store_products enable row level security;

drop policy if exists anyone_reads_active on public.store_products;
create policy anyone_reads_active on public.store_products
  for select
  to anon, authenticated
  using (active);
