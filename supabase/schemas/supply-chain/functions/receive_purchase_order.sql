-- RPC: receive goods on a sent order, per line: p_lines = [{"line_id": uuid, "quantity": n}], in an
-- open period. The date and the over-receipt confirmation reach the line triggers as mb.received_on
-- and mb.allow_over_receipt. Owners, admins and members.
create or replace function public.receive_purchase_order(
  p_purchase_order_id uuid,
  p_lines jsonb,
  p_received_on date default null,
  p_confirm_over_receipt boolean default false
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.purchase_orders;
  r record;
begin
  select * into v_order from public.purchase_orders o where o.id = p_purchase_order_id;
  if not found or not public.is_org_member(v_order.organization_id) then
    raise exception 'Purchase order not found' using errcode = 'PT404';
  end if;
  perform private.require_role(v_order.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot record receipts');
  if v_order.status not in ('sent', 'partially_received') then
    raise exception 'Only a sent purchase order can be received (this one is %)', replace(v_order.status, '_', ' ') using errcode = '23514';
  end if;
  if jsonb_typeof(p_lines) is distinct from 'array' or jsonb_array_length(p_lines) = 0 then
    raise exception 'Enter the quantity received on at least one line' using errcode = '22023';
  end if;
  p_received_on := coalesce(p_received_on, private.today_for_organization(v_order.organization_id));
  perform private.assert_period_open(v_order.organization_id, p_received_on);
  perform set_config('mb.received_on', p_received_on::text, true);
  perform set_config('mb.allow_over_receipt', case when p_confirm_over_receipt then 'on' else 'off' end, true);
  for r in select (l ->> 'line_id')::uuid as line_id, (l ->> 'quantity')::numeric as quantity from jsonb_array_elements(p_lines) l loop
    if r.quantity is null or r.quantity < 0 then
      raise exception 'A received quantity cannot be negative' using errcode = '22023';
    end if;
    continue when r.quantity = 0;
    update public.purchase_order_items i set quantity_received = i.quantity_received + r.quantity
    where i.id = r.line_id and i.purchase_order_id = p_purchase_order_id;
    if not found then
      raise exception 'That line is not on this purchase order' using errcode = 'PT404';
    end if;
  end loop;
  perform set_config('mb.received_on', '', true);
  perform set_config('mb.allow_over_receipt', 'off', true);
end;
$$;
revoke all on function public.receive_purchase_order(p_purchase_order_id uuid, p_lines jsonb, p_received_on date, p_confirm_over_receipt boolean) from public, anon, authenticated, service_role;
grant execute on function public.receive_purchase_order(p_purchase_order_id uuid, p_lines jsonb, p_received_on date, p_confirm_over_receipt boolean) to authenticated, service_role;
