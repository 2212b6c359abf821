-- The next free purchase request or order number from the settings' counter (skipping numbers
-- already used, e.g. imported ones); a random one when the organization has no settings row.
create or replace function private.next_purchasing_number(p_org uuid, p_kind text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_number text;
begin
  loop
    if p_kind = 'purchase_request' then
      update public.organization_settings s set next_purchase_request_number = s.next_purchase_request_number + 1
      where s.organization_id = p_org returning s.purchase_request_prefix || (s.next_purchase_request_number - 1) into v_number;
      exit when v_number is null or not exists (select 1 from public.purchase_requests r where r.organization_id = p_org and r.request_number = v_number);
    else
      update public.organization_settings s set next_purchase_order_number = s.next_purchase_order_number + 1
      where s.organization_id = p_org returning s.purchase_order_prefix || (s.next_purchase_order_number - 1) into v_number;
      exit when v_number is null or not exists (select 1 from public.purchase_orders o where o.organization_id = p_org and o.po_number = v_number);
    end if;
  end loop;
  return coalesce(v_number, upper(p_kind) || '-' || substr(gen_random_uuid()::text, 1, 8));
end;
$$;
revoke all on function private.next_purchasing_number(p_org uuid, p_kind text) from public, anon, authenticated, service_role;
