-- RPC: one page of stock movements, newest first, of the organization or one item, optionally of one
-- kind. Members only.
create or replace function public.list_stock_movements(
  p_organization_id uuid,
  p_inventory_id uuid default null,
  p_kind text default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_total bigint;
  v_rows json;
begin
  perform private.require_member(p_organization_id);
  select count(*) into v_total from public.stock_movements m
  where m.organization_id = p_organization_id and (p_inventory_id is null or m.inventory_id = p_inventory_id) and (p_kind is null or m.kind = p_kind);
  select coalesce(json_agg(json_build_object(
           'id', m.id, 'inventory_id', m.inventory_id, 'item_name', i.name, 'sku', i.sku, 'unit', i.unit,
           'movement_date', m.movement_date, 'kind', m.kind, 'quantity', m.quantity::text, 'unit_cost', m.unit_cost::text,
           'value', m.value::text, 'quantity_after', m.quantity_after::text, 'value_after', m.value_after::text,
           'reason', m.reason, 'project_id', m.project_id, 'project_name', pr.name, 'fund_id', m.fund_id, 'fund_name', f.name,
           'purchase_order_id', m.purchase_order_id, 'po_number', po.po_number, 'donation_id', m.donation_id,
           'journal_entry_id', m.journal_entry_id, 'created_at', m.created_at)
           order by m.movement_date desc, m.created_at desc, m.id desc), '[]'::json)
    into v_rows
  from (select m.* from public.stock_movements m
        where m.organization_id = p_organization_id and (p_inventory_id is null or m.inventory_id = p_inventory_id) and (p_kind is null or m.kind = p_kind)
        order by m.movement_date desc, m.created_at desc, m.id desc limit v_limit offset v_offset) m
  join public.inventory i on i.id = m.inventory_id
  left join public.projects pr on pr.id = m.project_id
  left join public.funds f on f.id = m.fund_id
  left join public.purchase_orders po on po.id = m.purchase_order_id;
  return json_build_object('total', v_total, 'limit', v_limit, 'offset', v_offset, 'rows', v_rows);
end;
$$;
revoke all on function public.list_stock_movements(p_organization_id uuid, p_inventory_id uuid, p_kind text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.list_stock_movements(p_organization_id uuid, p_inventory_id uuid, p_kind text, p_limit integer, p_offset integer) to authenticated, service_role;
