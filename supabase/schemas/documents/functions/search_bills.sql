-- RPC for members: one page of bills with their state, filtered (state, or 'open': approved,
-- partially paid or overdue; vendor; bill dates; due by; search on number, vendor, vendor reference
-- and notes) and sorted, with the totals of every filtered bill. Fast at 100,000 bills: the page's
-- ids are read first in the sort's index order, and the totals group the bills by what their
-- state depends on (private.document_state_of).
create or replace function public.search_bills(
  p_organization_id uuid,
  p_status text default null,
  p_vendor_id uuid default null,
  p_from date default null,
  p_to date default null,
  p_search text default null,
  p_sort text default 'date',
  p_direction text default 'desc',
  p_limit integer default 50,
  p_offset integer default 0,
  p_due_by date default null
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
  v_direction text := case when lower(coalesce(p_direction, 'desc')) = 'asc' then 'asc' else 'desc' end;
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_status text := nullif(btrim(coalesce(p_status, '')), '');
  v_sort text;
  v_where text;
  v_filtered text;
  v_totals json;
  v_rows json;
begin
  perform private.require_member(p_organization_id);
  if v_status is not null and v_status not in ('draft', 'approved', 'partially_paid', 'paid', 'overdue', 'void', 'open') then
    raise exception 'Unknown bill status: %', v_status using errcode = '22023';
  end if;
  v_sort := case lower(coalesce(p_sort, 'date'))
    when 'date' then format('f.bill_date %1$s, f.bill_number %1$s, f.id', v_direction)
    when 'due' then format('f.due_date %1$s, f.bill_number %1$s, f.id', v_direction)
    when 'number' then format('f.bill_number %1$s, f.id', v_direction)
    when 'vendor' then format('f.vendor_name %1$s, f.bill_date desc, f.id', v_direction)
    when 'total' then format('f.total %1$s, f.bill_date desc, f.id', v_direction)
    when 'balance' then format('f.balance %1$s, f.due_date, f.id', v_direction)
    when 'status' then format('f.state %1$s, f.due_date, f.id', v_direction)
  end;
  if v_sort is null then
    raise exception 'Cannot sort bills by %', p_sort using errcode = '22023';
  end if;
  v_where := 'b.organization_id = $1'
    || case when p_vendor_id is not null then ' and b.vendor_id = $3' else '' end
    || case when p_from is not null then ' and b.bill_date >= $4' else '' end
    || case when p_to is not null then ' and b.bill_date <= $5' else '' end
    || case when p_due_by is not null then ' and b.due_date <= $10' else '' end
    || case when v_pattern is not null then ' and (b.bill_number ilike $6 or b.vendor_name ilike $6 or b.vendor_reference ilike $6 or b.notes ilike $6)' else '' end;
  v_filtered := 'select * from (
      select b.*, b.total - b.amount_paid as balance,
             private.document_state(''bill'', b.status, b.total, b.amount_paid, b.due_date, $2) as state
      from public.bills b
      where ' || v_where
    || ') f'
    || case when v_status = 'open' then ' where f.state in (''approved'', ''partially_paid'', ''overdue'')'
            when v_status is not null then ' where f.state = $7' else '' end;
  -- The totals: the filtered bills grouped by what their state depends on (a handful of groups),
  -- the state and its filter applied to the groups, not to every row.
  execute format(
    $q$select json_build_object(
         'count', coalesce(sum(g.n), 0)::bigint,
         'total', coalesce(sum(g.total) filter (where g.state not in ('void', 'draft')), 0)::text,
         'paid', coalesce(sum(g.paid) filter (where g.state <> 'void'), 0)::text,
         'balance', coalesce(sum(g.total - g.paid) filter (where g.state not in ('void', 'draft')), 0)::text,
         'overdue', coalesce(sum(g.total - g.paid) filter (where g.state = 'overdue'), 0)::text,
         'draft', coalesce(sum(g.total) filter (where g.state = 'draft'), 0)::text)
       from (
         select private.document_state_of('bill', k.status, k.paid_in_full, k.past_due, k.part_paid) as state, k.n, k.total, k.paid
         from (
           select b.status, b.amount_paid >= b.total as paid_in_full, b.due_date < $2 as past_due, b.amount_paid > 0 as part_paid,
                  count(*) as n, sum(b.total) as total, sum(b.amount_paid) as paid
           from public.bills b where %s
           group by 1, 2, 3, 4) k) g
       %s$q$, v_where, case when v_status = 'open' then 'where g.state in (''approved'', ''partially_paid'', ''overdue'')'
                            when v_status is not null then 'where g.state = $7' else '' end)
    into v_totals
    using p_organization_id, private.today_for_organization(p_organization_id), p_vendor_id, p_from, p_to, v_pattern, v_status, v_limit, v_offset, p_due_by;
  execute format(
    $q$select coalesce(json_agg(json_build_object(
         'id', f.id, 'bill_number', f.bill_number, 'vendor_id', f.vendor_id, 'vendor_name', f.vendor_name,
         'vendor_reference', f.vendor_reference, 'bill_date', f.bill_date, 'due_date', f.due_date,
         'status', f.status, 'state', f.state, 'total', f.total::text, 'amount_paid', f.amount_paid::text,
         'balance', f.balance::text, 'paid_date', f.paid_date, 'fund_id', f.fund_id, 'fund_name', fu.name,
         'notes', f.notes, 'attachment_path', f.attachment_path, 'attachment_name', f.attachment_name,
         'days_overdue', case when f.state = 'overdue' then $2 - f.due_date else 0 end,
         'updated_at', f.updated_at) order by %2$s), '[]'::json)
       -- The page's ids first, read in the sort's index order (index only for the default sort: the
       -- state's inputs are in the index), then only the page's rows.
       from (select f.* from (select k.id from (%1$s order by %2$s limit $8 offset $9) k) ids
             join (%1$s) f on f.id = ids.id) f
       left join public.funds fu on fu.id = f.fund_id$q$, v_filtered, v_sort)
    into v_rows
    using p_organization_id, private.today_for_organization(p_organization_id), p_vendor_id, p_from, p_to, v_pattern, v_status, v_limit, v_offset, p_due_by;
  return json_build_object('total', (v_totals ->> 'count')::bigint, 'totals', v_totals, 'rows', v_rows);
end;
$$;
revoke all on function public.search_bills(p_organization_id uuid, p_status text, p_vendor_id uuid, p_from date, p_to date, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer, p_due_by date) from public, anon, authenticated, service_role;
grant execute on function public.search_bills(p_organization_id uuid, p_status text, p_vendor_id uuid, p_from date, p_to date, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer, p_due_by date) to authenticated, service_role;
