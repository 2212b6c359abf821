-- Inventory items: on hand, cost and value change only through movements
-- (private.record_stock_movement sets mb.stock_movement); a new item's value is its quantity at
-- cost; stock back at the reorder level re-arms the low-stock notice; an item never moves to
-- another organization.
create or replace function private.guard_inventory()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    -- An item whose movements posted value is part of the ledger's inventory; one whose history
    -- carried no value (stock at zero cost) may go, its movements with it.
    if not private.organization_gone(old.organization_id)
       and exists (select 1 from public.stock_movements m where m.inventory_id = old.id and m.journal_entry_id is not null) then
      raise exception 'An item whose stock movements are posted cannot be deleted; mark it inactive instead' using errcode = '23514';
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' then
    new.stock_value := round(new.quantity_on_hand * new.unit_cost, 2);
    return new;
  end if;
  if new.organization_id <> old.organization_id then
    raise exception 'An inventory item cannot move to another organization' using errcode = '42501';
  end if;
  if (new.quantity_on_hand, new.unit_cost, new.stock_value) is distinct from (old.quantity_on_hand, old.unit_cost, old.stock_value)
     and coalesce(current_setting('mb.stock_movement', true), '') <> 'on' then
    raise exception 'On-hand quantity and cost change only through receipts and adjustments' using errcode = '23514';
  end if;
  if new.quantity_on_hand >= new.reorder_level then
    new.below_reorder_notified_at := null;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_inventory() from public, anon, authenticated, service_role;
