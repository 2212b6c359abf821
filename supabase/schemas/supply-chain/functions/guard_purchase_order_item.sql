-- Purchase order lines: a line with goods received keeps its item, price and description, and its
-- quantity may not go below what arrived; received quantities only grow, once the order is sent,
-- and not past the ordered quantity unless the over-receipt is confirmed
-- (public.receive_purchase_order's p_confirm_over_receipt). Only a draft or sent order's lines
-- change (service code excepted), and a line with goods received is never deleted. Lines go freely
-- with their order or organization.
create or replace function private.guard_purchase_order_item()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  select o.status into v_status from public.purchase_orders o
  where o.id = case when tg_op = 'DELETE' then old.purchase_order_id else new.purchase_order_id end;
  if tg_op = 'DELETE' then
    if private.organization_gone(old.organization_id) or v_status is null then
      return old;
    end if;
    if old.quantity_received > 0 then
      raise exception 'Line "%" has goods received; it cannot be deleted', old.description using errcode = '23514';
    end if;
    if v_status is not null and v_status not in ('draft', 'sent') then
      raise exception 'The lines of a % purchase order cannot be changed', replace(v_status, '_', ' ') using errcode = '23514';
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' then
    if new.purchase_order_id <> old.purchase_order_id then
      raise exception 'A purchase order line cannot move to another order' using errcode = '42501';
    end if;
    if new.quantity_received < old.quantity_received then
      raise exception 'Received goods cannot be taken off the order; record a count adjustment in Inventory instead' using errcode = '23514';
    end if;
    if old.quantity_received > 0 and (new.inventory_id, new.unit_cost, new.description) is distinct from (old.inventory_id, old.unit_cost, old.description) then
      raise exception 'Line "%" has goods received; its item and price cannot be changed', old.description using errcode = '23514';
    end if;
    if old.quantity_received > 0 and new.quantity < old.quantity_received then
      raise exception 'Line "%" has % received; its quantity cannot go below that', old.description, private.quantity_text(old.quantity_received) using errcode = '23514';
    end if;
  end if;
  if (tg_op = 'INSERT' or (new.quantity, new.unit_cost, new.inventory_id, new.description) is distinct from (old.quantity, old.unit_cost, old.inventory_id, old.description))
     and v_status is not null and v_status not in ('draft', 'sent') and auth.uid() is not null then
    raise exception 'The lines of a % purchase order cannot be changed', replace(v_status, '_', ' ') using errcode = '23514';
  end if;
  if new.quantity_received > (case when tg_op = 'UPDATE' then old.quantity_received else 0 end) then
    if v_status not in ('sent', 'partially_received', 'received') then
      raise exception 'Only a sent purchase order can be received (this one is %)', replace(v_status, '_', ' ') using errcode = '23514';
    end if;
    if new.quantity_received > new.quantity and coalesce(current_setting('mb.allow_over_receipt', true), '') <> 'on' then
      raise exception 'Receiving % would exceed the % ordered on line "%"; confirm the over-receipt to record it',
        private.quantity_text(new.quantity_received - case when tg_op = 'UPDATE' then old.quantity_received else 0 end),
        private.quantity_text(new.quantity), new.description
        using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_purchase_order_item() from public, anon, authenticated, service_role;
