-- Receiving goods on a purchase order: raising an item's quantity_received adds the difference to
-- the inventory item's quantity on hand, at a moving-average unit cost, and moves the order to
-- partially_received / received. The money side stays with the vendor's bill (which posts the
-- expense or asset and Accounts Payable), so a receipt posts nothing to the ledger by itself.

create or replace function private.receive_purchase_order_items()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order_ids uuid[];
  v_received jsonb;
begin
  -- What arrived in this statement, per inventory item: quantity and its cost at the order price.
  if tg_op = 'INSERT' then
    select jsonb_agg(jsonb_build_object('inventory_id', x.inventory_id, 'quantity', x.quantity, 'cost', x.cost)) into v_received
    from (
      select n.inventory_id, sum(n.quantity_received) as quantity, sum(n.quantity_received * n.unit_cost) as cost
      from new_rows n where n.inventory_id is not null and n.quantity_received <> 0 group by n.inventory_id
    ) x;
  else
    select jsonb_agg(jsonb_build_object('inventory_id', x.inventory_id, 'quantity', x.quantity, 'cost', x.cost)) into v_received
    from (
      select n.inventory_id, sum(n.quantity_received - o.quantity_received) as quantity,
             sum((n.quantity_received - o.quantity_received) * n.unit_cost) as cost
      from new_rows n join old_rows o on o.id = n.id
      where n.inventory_id is not null
      group by n.inventory_id
      having sum(n.quantity_received - o.quantity_received) <> 0
    ) x;
  end if;

  update public.inventory i set
    unit_cost = case when i.quantity_on_hand + r.quantity > 0
                     then round((i.quantity_on_hand * i.unit_cost + r.cost) / (i.quantity_on_hand + r.quantity), 2)
                     else i.unit_cost end,
    quantity_on_hand = i.quantity_on_hand + r.quantity
  from jsonb_to_recordset(coalesce(v_received, '[]'::jsonb)) as r (inventory_id uuid, quantity numeric, cost numeric)
  where i.id = r.inventory_id;

  select array_agg(distinct n.purchase_order_id) into v_order_ids from new_rows n;
  update public.purchase_orders p set status = s.status
  from (
    select i.purchase_order_id,
           case when bool_and(i.quantity_received >= i.quantity) then 'received'
                when bool_or(i.quantity_received > 0) then 'partially_received' end as status
    from public.purchase_order_items i where i.purchase_order_id = any (v_order_ids)
    group by i.purchase_order_id
  ) s
  where p.id = s.purchase_order_id and s.status is not null and p.status in ('sent', 'partially_received', 'received')
    and p.status <> s.status;
  return null;
end;
$$;

create trigger receive_after_insert after insert on public.purchase_order_items
  referencing new table as new_rows for each statement execute function private.receive_purchase_order_items();
create trigger receive_after_update after update on public.purchase_order_items
  referencing old table as old_rows new table as new_rows for each statement execute function private.receive_purchase_order_items();
