-- RPC: one page of purchase orders, filtered (status, search) and sorted by the database, with each
-- order's request number and how much of it is received. Members only. The answer is a
-- public.purchase_order_page.
create or replace function public.list_purchase_orders(
  p_organization_id uuid,
  p_status text default null,
  p_search text default null,
  p_sort text default 'date',
  p_direction text default 'desc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns public.purchase_order_page
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_dir text := case when lower(coalesce(p_direction, 'desc')) = 'asc' then 'asc' else 'desc' end;
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_sort text;
  v_result public.purchase_order_page;
begin
  perform private.require_member(p_organization_id);
  v_sort := case lower(coalesce(p_sort, 'date'))
    when 'date' then format('x.order_date %1$s, x.created_at %1$s, x.id %1$s', v_dir)
    when 'number' then format('x.po_number %1$s, x.id %1$s', v_dir)
    when 'vendor' then format('x.vendor_name %1$s, x.order_date desc, x.id', v_dir)
    when 'expected' then format('x.expected_date %1$s nulls last, x.order_date desc, x.id', v_dir)
    when 'total' then format('x.total %1$s, x.order_date desc, x.id', v_dir)
    when 'status' then format('x.status %1$s, x.order_date desc, x.id', v_dir)
  end;
  if v_sort is null then
    raise exception 'Cannot sort purchase orders by %', p_sort using errcode = '22023';
  end if;
  select count(*) into v_result.total from public.purchase_orders x
  where x.organization_id = p_organization_id and (p_status is null or x.status = p_status)
    and (v_pattern is null or x.po_number ilike v_pattern or x.vendor_name ilike v_pattern or x.notes ilike v_pattern);
  execute format(
    $q$select array(select row(
         x.id, x.po_number, x.vendor_id, x.vendor_name,
         x.purchase_request_id, r.request_number,
         x.order_date, x.expected_date, x.status, x.total::text,
         x.fund_id, x.project_id, pr.name, x.notes,
         (select case when sum(i.quantity) > 0 then round(100 * sum(least(i.quantity_received, i.quantity)) / sum(i.quantity)) else 0 end
          from public.purchase_order_items i where i.purchase_order_id = x.id),
         x.created_at)::public.purchase_order_row
       from (select x.* from public.purchase_orders x
             where x.organization_id = $1 and ($2::text is null or x.status = $2)
               and ($3::text is null or x.po_number ilike $3 or x.vendor_name ilike $3 or x.notes ilike $3)
             order by %1$s limit $4 offset $5) x
       left join public.purchase_requests r on r.id = x.purchase_request_id
       left join public.projects pr on pr.id = x.project_id
       order by %1$s)$q$, v_sort)
    into v_result.rows using p_organization_id, p_status, v_pattern, v_limit, v_offset;
  v_result."limit" := v_limit;
  v_result."offset" := v_offset;
  return v_result;
end;
$$;
revoke all on function public.list_purchase_orders(p_organization_id uuid, p_status text, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.list_purchase_orders(p_organization_id uuid, p_status text, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) to authenticated, service_role;
