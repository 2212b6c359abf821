-- RPC: a draft purchase order from one or more approved requests: their items become its lines, and
-- it takes the fund and project of the first request. The requests become 'ordered' (the flag
-- mb.purchase_request_ordered lets guard_purchase_request allow it). Owners, admins and members.
create or replace function public.create_purchase_order_from_requests(
  p_organization_id uuid,
  p_request_ids uuid[],
  p_vendor_id uuid default null,
  p_vendor_name text default null,
  p_order_date date default null,
  p_expected_date date default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_vendor text := nullif(btrim(coalesce(p_vendor_name, '')), '');
  v_bad text;
  v_first public.purchase_requests;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], 'Viewers cannot create purchase orders');
  if p_request_ids is null or cardinality(p_request_ids) = 0 then
    raise exception 'Choose at least one approved request' using errcode = '22023';
  end if;
  select string_agg(r.request_number || ' (' || r.status || ')', ', ') into v_bad
  from public.purchase_requests r where r.id = any (p_request_ids) and (r.organization_id <> p_organization_id or r.status <> 'approved');
  if v_bad is not null or (select count(*) from public.purchase_requests r where r.id = any (p_request_ids)) <> cardinality(p_request_ids) then
    raise exception 'Only approved requests can be ordered: %', coalesce(v_bad, 'a request was not found') using errcode = '23514';
  end if;
  if p_vendor_id is not null then
    select coalesce(v_vendor, v.name) into v_vendor from public.vendors v where v.id = p_vendor_id and v.organization_id = p_organization_id;
    if not found then
      raise exception 'Vendor not found' using errcode = 'PT404';
    end if;
  end if;
  if v_vendor is null then
    raise exception 'Choose the vendor' using errcode = '22023';
  end if;
  select * into v_first from public.purchase_requests r where r.id = any (p_request_ids) order by r.request_number limit 1;
  insert into public.purchase_orders (organization_id, vendor_id, vendor_name, purchase_request_id, order_date, expected_date, status, fund_id, project_id,
                                      notes)
  values (p_organization_id, p_vendor_id, v_vendor, v_first.id, coalesce(p_order_date, private.today_for_organization(p_organization_id)), p_expected_date, 'draft',
          v_first.fund_id, v_first.project_id,
          'From ' || (select string_agg(r.request_number, ', ' order by r.request_number) from public.purchase_requests r where r.id = any (p_request_ids)))
  returning id into v_id;
  insert into public.purchase_order_items (organization_id, purchase_order_id, inventory_id, description, quantity, unit_cost, line_number)
  select p_organization_id, v_id, i.inventory_id, i.description, i.quantity, i.estimated_unit_cost,
         row_number() over (order by r.request_number, i.line_number, i.created_at, i.id)
  from public.purchase_request_items i join public.purchase_requests r on r.id = i.purchase_request_id
  where r.id = any (p_request_ids);
  perform set_config('mb.purchase_request_ordered', 'on', true);
  update public.purchase_requests r set status = 'ordered' where r.id = any (p_request_ids);
  perform set_config('mb.purchase_request_ordered', 'off', true);
  return v_id;
end;
$$;
revoke all on function public.create_purchase_order_from_requests(p_organization_id uuid, p_request_ids uuid[], p_vendor_id uuid, p_vendor_name text, p_order_date date, p_expected_date date) from public, anon, authenticated, service_role;
grant execute on function public.create_purchase_order_from_requests(p_organization_id uuid, p_request_ids uuid[], p_vendor_id uuid, p_vendor_name text, p_order_date date, p_expected_date date) to authenticated, service_role;
