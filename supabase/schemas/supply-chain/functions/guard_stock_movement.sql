-- Stock movements are history: they never change or disappear, except with their item or
-- organization.
create or replace function private.guard_stock_movement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.organization_gone(old.organization_id) or not exists (select 1 from public.inventory i where i.id = old.inventory_id) then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  raise exception 'Stock movements are final; record an adjustment instead' using errcode = '42501';
end;
$$;
revoke all on function private.guard_stock_movement() from public, anon, authenticated, service_role;
