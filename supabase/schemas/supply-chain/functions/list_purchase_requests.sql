-- RPC: one page of purchase requests, filtered (status, search) and sorted by the database.
-- Members only. The answer is a public.purchase_request_page.
create or replace function public.list_purchase_requests(
  p_organization_id uuid,
  p_status text default null,
  p_search text default null,
  p_sort text default 'created',
  p_direction text default 'desc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns public.purchase_request_page
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
  v_result public.purchase_request_page;
begin
  perform private.require_member(p_organization_id);
  v_sort := case lower(coalesce(p_sort, 'created'))
    when 'created' then format('x.created_at %1$s, x.id %1$s', v_dir)
    when 'number' then format('x.request_number %1$s, x.id %1$s', v_dir)
    when 'title' then format('x.title %1$s, x.created_at desc, x.id', v_dir)
    when 'needed_by' then format('x.needed_by %1$s nulls last, x.created_at desc, x.id', v_dir)
    when 'total' then format('x.estimated_total %1$s, x.created_at desc, x.id', v_dir)
    when 'status' then format('x.status %1$s, x.created_at desc, x.id', v_dir)
  end;
  if v_sort is null then
    raise exception 'Cannot sort purchase requests by %', p_sort using errcode = '22023';
  end if;
  select count(*) into v_result.total from public.purchase_requests x
  where x.organization_id = p_organization_id and (p_status is null or x.status = p_status)
    and (v_pattern is null or x.title ilike v_pattern or x.request_number ilike v_pattern or x.requester_name ilike v_pattern or x.justification ilike v_pattern);
  execute format(
    $q$select array(select row(
         x.id, x.request_number, x.title, x.status,
         x.requested_by, coalesce(x.requester_name, pf.full_name), x.department,
         x.needed_by, x.project_id, pr.name, x.fund_id, f.name,
         x.estimated_total::text, x.justification, x.decision_reason,
         x.submitted_at, x.decided_at, x.created_at)::public.purchase_request_row
       from (select x.* from public.purchase_requests x
             where x.organization_id = $1 and ($2::text is null or x.status = $2)
               and ($3::text is null or x.title ilike $3 or x.request_number ilike $3 or x.requester_name ilike $3 or x.justification ilike $3)
             order by %1$s limit $4 offset $5) x
       left join public.projects pr on pr.id = x.project_id
       left join public.funds f on f.id = x.fund_id
       left join public.profiles pf on pf.id = x.requested_by
       order by %1$s)$q$, v_sort)
    into v_result.rows using p_organization_id, p_status, v_pattern, v_limit, v_offset;
  v_result."limit" := v_limit;
  v_result."offset" := v_offset;
  return v_result;
end;
$$;
revoke all on function public.list_purchase_requests(p_organization_id uuid, p_status text, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.list_purchase_requests(p_organization_id uuid, p_status text, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) to authenticated, service_role;
