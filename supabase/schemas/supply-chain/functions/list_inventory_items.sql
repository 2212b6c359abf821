-- RPC: one page of inventory items, filtered (search, category, low stock) and sorted by the
-- database, with the count, value and low-stock count of all that match. Members only. The answer
-- is a public.inventory_item_page.
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
returns public.inventory_item_page
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
  v_result public.inventory_item_page;
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
  v_result.totals := (
    select row(count(*), coalesce(sum(x.stock_value), 0)::text,
               count(*) filter (where x.reorder_level > 0 and x.quantity_on_hand < x.reorder_level))::public.inventory_item_totals
    from public.inventory x
    where x.organization_id = p_organization_id and (v_category is null or x.category = v_category)
      and (not coalesce(p_low_stock, false) or (x.reorder_level > 0 and x.quantity_on_hand < x.reorder_level))
      and (v_pattern is null or x.name ilike v_pattern or x.sku ilike v_pattern or x.location ilike v_pattern or x.category ilike v_pattern));
  execute format(
    $q$select array(select row(
         x.id, x.sku, x.name, x.category, x.unit, x.location,
         x.quantity_on_hand::text, x.unit_cost::text, x.stock_value::text,
         x.reorder_level::text, x.is_active,
         x.reorder_level > 0 and x.quantity_on_hand < x.reorder_level)::public.inventory_item_row
       from (select x.* from public.inventory x
             where x.organization_id = $1 and ($2::text is null or x.category = $2)
               and (not $3 or (x.reorder_level > 0 and x.quantity_on_hand < x.reorder_level))
               and ($4::text is null or x.name ilike $4 or x.sku ilike $4 or x.location ilike $4 or x.category ilike $4)
             order by %1$s limit $5 offset $6) x
       order by %1$s)$q$, v_sort)
    into v_result.rows using p_organization_id, v_category, coalesce(p_low_stock, false), v_pattern, v_limit, v_offset;
  v_result.total := (v_result.totals).count;
  v_result."limit" := v_limit;
  v_result."offset" := v_offset;
  return v_result;
end;
$$;
revoke all on function public.list_inventory_items(p_organization_id uuid, p_search text, p_category text, p_low_stock boolean, p_sort text, p_direction text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.list_inventory_items(p_organization_id uuid, p_search text, p_category text, p_low_stock boolean, p_sort text, p_direction text, p_limit integer, p_offset integer) to authenticated, service_role;
