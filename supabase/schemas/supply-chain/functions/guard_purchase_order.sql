-- Purchase orders: numbered when inserted without a number; a new order starts as a draft (service
-- code excepted). Statuses: draft -> sent -> partially received -> received -> closed; draft or
-- sent (nothing received) -> cancelled; a partially received order may be closed short. Only a
-- draft is deleted, and an order needs a line to be sent. A received, closed or cancelled order's
-- vendor, date, fund and project are final.
create or replace function private.guard_purchase_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.po_number := coalesce(nullif(btrim(new.po_number), ''), private.next_purchasing_number(new.organization_id, 'purchase_order'));
    if auth.uid() is not null and new.status <> 'draft' then
      raise exception 'A new purchase order starts as a draft' using errcode = '23514';
    end if;
    return new;
  end if;
  if tg_op = 'DELETE' then
    if old.status <> 'draft' and not private.organization_gone(old.organization_id) then
      raise exception 'Only a draft purchase order can be deleted; cancel it instead' using errcode = '23514';
    end if;
    return old;
  end if;
  if new.organization_id <> old.organization_id then
    raise exception 'A purchase order cannot move to another organization' using errcode = '42501';
  end if;
  if new.status is distinct from old.status then
    if not (
      (old.status = 'draft' and new.status in ('sent', 'cancelled'))
      or (old.status = 'sent' and new.status in ('partially_received', 'received', 'cancelled'))
      or (old.status = 'partially_received' and new.status in ('received', 'closed'))
      or (old.status = 'received' and new.status = 'closed')
    ) then
      raise exception 'A purchase order cannot go from % to %', replace(old.status, '_', ' '), replace(new.status, '_', ' ') using errcode = '23514';
    end if;
    if new.status = 'cancelled' and exists (select 1 from public.purchase_order_items i where i.purchase_order_id = new.id and i.quantity_received > 0) then
      raise exception 'Goods have been received on this order; close it instead of cancelling it' using errcode = '23514';
    end if;
    if new.status in ('sent', 'cancelled') and old.status = 'draft' and new.status = 'sent'
       and not exists (select 1 from public.purchase_order_items i where i.purchase_order_id = new.id) then
      raise exception 'Add at least one line before sending the order' using errcode = '23514';
    end if;
    if new.status = 'sent' then
      new.sent_at := now();
    end if;
  elsif old.status in ('received', 'closed', 'cancelled')
        and (new.vendor_id, new.vendor_name, new.order_date, new.fund_id, new.project_id) is distinct from (old.vendor_id, old.vendor_name, old.order_date, old.fund_id, old.project_id) then
    raise exception 'A % purchase order cannot be changed', old.status using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_purchase_order() from public, anon, authenticated, service_role;
