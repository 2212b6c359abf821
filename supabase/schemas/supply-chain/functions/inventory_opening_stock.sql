-- An item created with a quantity on hand starts with an opening movement at its unit cost, posted
-- against net assets, dated mb.opening_date when the caller sets it (an import), else today.
create or replace function private.inventory_opening_stock()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_quantity numeric := new.quantity_on_hand;
begin
  perform set_config('mb.stock_movement', 'on', true);
  perform set_config('mb.opening_stock', 'on', true);
  update public.inventory i set quantity_on_hand = 0, stock_value = 0 where i.id = new.id;
  perform set_config('mb.stock_movement', 'off', true);
  perform private.record_stock_movement(new.id, 'opening', v_quantity, new.unit_cost,
    coalesce(nullif(current_setting('mb.opening_date', true), '')::date, private.today_for_organization(new.organization_id)), 'Opening stock');
  perform set_config('mb.opening_stock', 'off', true);
  return null;
end;
$$;
revoke all on function private.inventory_opening_stock() from public, anon, authenticated, service_role;
