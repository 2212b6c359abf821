-- Store product variants: anyone reads the active variants of active products, with their live
-- stock; only the service role writes them.
alter table public.store_product_variants enable row level security;

drop policy if exists anyone_reads_active on public.store_product_variants;
create policy anyone_reads_active on public.store_product_variants
  for select
  to anon, authenticated
  using (active and exists (select 1 from public.store_products p where p.id = product_id and p.active));
