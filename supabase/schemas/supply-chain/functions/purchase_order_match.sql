-- RPC: ordered vs received vs billed per line of an order (bills that are not void), with the
-- differences flagged. Members only.
create or replace function public.purchase_order_match(p_purchase_order_id uuid)
returns table (
  line_id uuid, description text, inventory_id uuid, quantity_ordered numeric, unit_cost numeric, amount_ordered numeric,
  quantity_received numeric, amount_received numeric, quantity_billed numeric, amount_billed numeric, flags text[]
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_org uuid;
begin
  select o.organization_id into v_org from public.purchase_orders o where o.id = p_purchase_order_id;
  if v_org is null or not public.is_org_member(v_org) then
    raise exception 'Purchase order not found' using errcode = 'PT404';
  end if;
  return query
  select i.id, i.description, i.inventory_id, i.quantity, i.unit_cost, i.amount,
         i.quantity_received, round(i.quantity_received * i.unit_cost, 2),
         coalesce(b.quantity, 0), coalesce(b.amount, 0),
         array_remove(array[
           case when i.quantity_received < i.quantity then 'not_fully_received' end,
           case when i.quantity_received > i.quantity then 'over_received' end,
           case when coalesce(b.quantity, 0) > i.quantity_received then 'billed_more_than_received' end,
           case when coalesce(b.quantity, 0) < i.quantity_received then 'received_not_billed' end,
           case when b.quantity > 0 and coalesce(b.amount, 0) <> round(b.quantity * i.unit_cost, 2) then 'price_differs' end
         ], null)
  from public.purchase_order_items i
  left join lateral (
    select sum(l.quantity) as quantity, sum(l.amount) as amount
    from public.bill_lines l join public.bills bb on bb.id = l.bill_id
    where l.purchase_order_item_id = i.id and bb.status <> 'void'
  ) b on true
  where i.purchase_order_id = p_purchase_order_id
  order by i.line_number, i.created_at, i.id;
end;
$$;
revoke all on function public.purchase_order_match(p_purchase_order_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.purchase_order_match(p_purchase_order_id uuid) to authenticated, service_role;
