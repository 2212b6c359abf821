-- RPC: one page of inventory items, filtered (search, category, low stock) and sorted by the
-- database, with the count, value and low-stock count of all that match. Members only.
create or replace function public.list_inventory_items(
  p_organization_id uuid,
  p_search text default null,
  p_category text default null,
  p_low_stock boolean default false,
  p_sort text default 'name',
  p_direction text default 'asc',
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
  v_dir text := case when lower(coalesce(p_direction, 'asc')) = 'desc' then 'desc' else 'asc' end;
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_category text := nullif(btrim(coalesce(p_category, '')), '');
  v_sort text;
  v_totals json;
  v_rows json;
begin
  perform private.require_member(p_organization_id);
  v_sort := case lower(coalesce(p_sort, 'name'))
    when 'name' then format('x.name %1$s, x.id %1$s', v_dir)
    when 'sku' then format('x.sku %1$s nulls last, x.id %1$s', v_dir)
    when 'category' then format('x.category %1$s nulls last, x.name, x.id', v_dir)
    when 'location' then format('x.location %1$s nulls last, x.name, x.id', v_dir)
    when 'on_hand' then format('x.quantity_on_hand %1$s, x.name, x.id', v_dir)
    when 'unit_cost' then format('x.unit_cost %1$s, x.name, x.id', v_dir)
    when 'value' then format('x.stock_value %1$s, x.name, x.id', v_dir)
  end;
  if v_sort is null then
    raise exception 'Cannot sort inventory by %', p_sort using errcode = '22023';
  end if;
  select json_build_object('count', count(*), 'value', coalesce(sum(x.stock_value), 0)::text,
                           'low_stock', count(*) filter (where x.reorder_level > 0 and x.quantity_on_hand < x.reorder_level))
    into v_totals
  from public.inventory x
  where x.organization_id = p_organization_id and (v_category is null or x.category = v_category)
    and (not coalesce(p_low_stock, false) or (x.reorder_level > 0 and x.quantity_on_hand < x.reorder_level))
    and (v_pattern is null or x.name ilike v_pattern or x.sku ilike v_pattern or x.location ilike v_pattern or x.category ilike v_pattern);
  execute format(
    $q$select coalesce(json_agg(json_build_object(
         'id', x.id, 'sku', x.sku, 'name', x.name, 'category', x.category, 'unit', x.unit, 'location', x.location,
         'quantity_on_hand', x.quantity_on_hand::text, 'unit_cost', x.unit_cost::text, 'stock_value', x.stock_value::text,
         'reorder_level', x.reorder_level::text, 'is_active', x.is_active,
         'below_reorder', x.reorder_level > 0 and x.quantity_on_hand < x.reorder_level) order by %1$s), '[]'::json)
       from (select x.* from public.inventory x
             where x.organization_id = $1 and ($2::text is null or x.category = $2)
               and (not $3 or (x.reorder_level > 0 and x.quantity_on_hand < x.reorder_level))
               and ($4::text is null or x.name ilike $4 or x.sku ilike $4 or x.location ilike $4 or x.category ilike $4)
             order by %1$s limit $5 offset $6) x$q$, v_sort)
    into v_rows using p_organization_id, v_category, coalesce(p_low_stock, false), v_pattern, v_limit, v_offset;
  return json_build_object('total', (v_totals ->> 'count')::bigint, 'totals', v_totals, 'limit', v_limit, 'offset', v_offset, 'rows', v_rows);
end;
$$;
revoke all on function public.list_inventory_items(p_organization_id uuid, p_search text, p_category text, p_low_stock boolean, p_sort text, p_direction text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.list_inventory_items(p_organization_id uuid, p_search text, p_category text, p_low_stock boolean, p_sort text, p_direction text, p_limit integer, p_offset integer) to authenticated, service_role;
