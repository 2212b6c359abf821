-- RPC: the vendor's bill for an order, as a draft: one line per order line for what was received
-- and not yet billed (on bills that are not void), at the order's price, linked to its order line
-- (so approving it clears Goods Received Not Invoiced for stock lines). The bill is then checked
-- against the vendor's invoice and approved under Bills; purchase_order_match compares the three.
-- Owners, admins and members.
create or replace function public.create_bill_from_purchase_order(
  p_purchase_order_id uuid,
  p_bill_date date default null,
  p_vendor_reference text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.purchase_orders;
  v_id uuid;
begin
  select * into v_order from public.purchase_orders o where o.id = p_purchase_order_id;
  if not found or not public.is_org_member(v_order.organization_id) then
    raise exception 'Purchase order not found' using errcode = 'PT404';
  end if;
  perform private.require_role(v_order.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot enter bills');
  p_bill_date := coalesce(p_bill_date, private.today_for_organization(v_order.organization_id));
  if not exists (
    select 1 from public.purchase_order_items i
    where i.purchase_order_id = v_order.id
      and i.quantity_received > coalesce((select sum(l.quantity) from public.bill_lines l join public.bills b on b.id = l.bill_id
                                          where l.purchase_order_item_id = i.id and b.status <> 'void'), 0)
  ) then
    raise exception 'Everything received on % is billed already', v_order.po_number using errcode = '23514';
  end if;
  insert into public.bills (organization_id, bill_number, vendor_id, vendor_name, vendor_reference, bill_date, due_date, fund_id, purchase_order_id, notes)
  values (v_order.organization_id, '', v_order.vendor_id, v_order.vendor_name, nullif(btrim(coalesce(p_vendor_reference, '')), ''),
          p_bill_date, p_bill_date + 30, v_order.fund_id, v_order.id, 'For ' || v_order.po_number)
  returning id into v_id;
  insert into public.bill_lines (organization_id, bill_id, description, quantity, unit_price, project_id, line_number, purchase_order_item_id)
  select v_order.organization_id, v_id, i.description, i.quantity_received - coalesce(b.quantity, 0), i.unit_cost, v_order.project_id,
         row_number() over (order by i.line_number, i.created_at, i.id), i.id
  from public.purchase_order_items i
  left join lateral (
    select sum(l.quantity) as quantity from public.bill_lines l join public.bills bb on bb.id = l.bill_id
    where l.purchase_order_item_id = i.id and bb.status <> 'void' and bb.id <> v_id
  ) b on true
  where i.purchase_order_id = v_order.id and i.quantity_received > coalesce(b.quantity, 0);
  return v_id;
end;
$$;
revoke all on function public.create_bill_from_purchase_order(p_purchase_order_id uuid, p_bill_date date, p_vendor_reference text) from public, anon, authenticated, service_role;
grant execute on function public.create_bill_from_purchase_order(p_purchase_order_id uuid, p_bill_date date, p_vendor_reference text) to authenticated, service_role;
