-- RPC: one page of stock movements, newest first, of the organization or one item, optionally of one
-- kind. Members only. The answer is a public.stock_movement_page.
create or replace function public.list_stock_movements(
  p_organization_id uuid,
  p_inventory_id uuid default null,
  p_kind text default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns public.stock_movement_page
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_result public.stock_movement_page;
begin
  perform private.require_member(p_organization_id);
  select count(*) into v_result.total from public.stock_movements m
  where m.organization_id = p_organization_id and (p_inventory_id is null or m.inventory_id = p_inventory_id) and (p_kind is null or m.kind = p_kind);
  select array(
    select row(
             m.id, m.inventory_id, i.name, i.sku, i.unit,
             m.movement_date, m.kind, m.quantity::text, m.unit_cost::text,
             m.value::text, m.quantity_after::text, m.value_after::text,
             m.reason, m.project_id, pr.name, m.fund_id, f.name,
             m.purchase_order_id, po.po_number, m.donation_id,
             m.journal_entry_id, m.created_at)::public.stock_movement_row
    from (select m.* from public.stock_movements m
        where m.organization_id = p_organization_id and (p_inventory_id is null or m.inventory_id = p_inventory_id) and (p_kind is null or m.kind = p_kind)
          order by m.movement_date desc, m.created_at desc, m.id desc limit v_limit offset v_offset) m
    join public.inventory i on i.id = m.inventory_id
    left join public.projects pr on pr.id = m.project_id
    left join public.funds f on f.id = m.fund_id
    left join public.purchase_orders po on po.id = m.purchase_order_id
    order by m.movement_date desc, m.created_at desc, m.id desc)
    into v_result.rows;
  v_result."limit" := v_limit;
  v_result."offset" := v_offset;
  return v_result;
end;
$$;
revoke all on function public.list_stock_movements(p_organization_id uuid, p_inventory_id uuid, p_kind text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.list_stock_movements(p_organization_id uuid, p_inventory_id uuid, p_kind text, p_limit integer, p_offset integer) to authenticated, service_role;
