-- A bill line for a stock line of an order is debited to Goods Received Not Invoiced (clearing what
-- the receipt credited); a draft bill without a purchase order takes the line's order.
create or replace function private.bill_line_purchase_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_line record;
begin
  if new.purchase_order_item_id is null then
    return new;
  end if;
  select i.inventory_id, i.purchase_order_id into v_line from public.purchase_order_items i
  where i.id = new.purchase_order_item_id and i.organization_id = new.organization_id;
  if not found then
    raise exception 'That purchase order line was not found' using errcode = 'PT404';
  end if;
  if v_line.inventory_id is not null then
    new.account_id := private.supply_account(new.organization_id, 'goods_received_not_invoiced');
  end if;
  update public.bills b set purchase_order_id = v_line.purchase_order_id
  where b.id = new.bill_id and b.purchase_order_id is null and b.status = 'draft';
  return new;
end;
$$;
revoke all on function private.bill_line_purchase_order() from public, anon, authenticated, service_role;
