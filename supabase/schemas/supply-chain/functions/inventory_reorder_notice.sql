-- Falling below the reorder level tells the organization once, until stock is back at or above it:
-- on the update that takes the quantity below the level (or raises the level above it), never for
-- opening stock.
create or replace function private.inventory_reorder_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('mb.opening_stock', true), '') = 'on'
     or exists (select 1 from public.inventory i where i.id = new.id and i.below_reorder_notified_at is not null) then
    return null;
  end if;
  insert into public.notifications (organization_id, user_id, title, message, link)
  values (new.organization_id, null, 'Low stock: ' || new.name,
          format('%s %s on hand, below the reorder level of %s.', private.quantity_text(new.quantity_on_hand), new.unit,
                 private.quantity_text(new.reorder_level)),
          '/app/supply-chain/inventory/' || new.id);
  update public.inventory i set below_reorder_notified_at = now() where i.id = new.id;
  return null;
end;
$$;
revoke all on function private.inventory_reorder_notice() from public, anon, authenticated, service_role;
