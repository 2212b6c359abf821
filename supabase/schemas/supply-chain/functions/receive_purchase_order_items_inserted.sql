-- The same for lines inserted with a quantity already received (service code, the seed): receipt
-- movements, and the order's status follows.
create or replace function private.receive_purchase_order_items_inserted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  v_order_ids uuid[];
  v_received_on date := nullif(current_setting('mb.received_on', true), '')::date;
begin
  for r in
    select n.id, n.inventory_id, n.unit_cost, n.quantity_received as delta, p.fund_id, p.project_id, p.po_number, p.organization_id
    from new_rows n join public.purchase_orders p on p.id = n.purchase_order_id
    where n.inventory_id is not null and n.quantity_received > 0
    order by p.po_number, n.created_at, n.id
  loop
    perform private.record_stock_movement(r.inventory_id, 'receipt', r.delta, r.unit_cost, coalesce(v_received_on, private.today_for_organization(r.organization_id)),
      'Received on ' || r.po_number, r.project_id, r.fund_id, r.id);
  end loop;
  select array_agg(distinct n.purchase_order_id) into v_order_ids from new_rows n where n.quantity_received > 0;
  update public.purchase_orders p set status = s.status
  from (
    select i.purchase_order_id,
           case when bool_and(i.quantity_received >= i.quantity) then 'received'
                when bool_or(i.quantity_received > 0) then 'partially_received' end as status
    from public.purchase_order_items i where i.purchase_order_id = any (v_order_ids)
    group by i.purchase_order_id
  ) s
  where p.id = s.purchase_order_id and s.status is not null and p.status in ('sent', 'partially_received')
    and p.status <> s.status;
  return null;
end;
$$;
revoke all on function private.receive_purchase_order_items_inserted() from public, anon, authenticated, service_role;
