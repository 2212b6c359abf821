-- Stock movements: members of the organization read; no one writes them through the API (only
-- private.record_stock_movement does).
alter table public.stock_movements enable row level security;

drop policy if exists members_read on public.stock_movements;
create policy members_read on public.stock_movements
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
