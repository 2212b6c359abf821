-- RPC for members: one page of invoices with their state, filtered (state, or 'open': sent,
-- partially paid or overdue; customer; issue dates; search on number, customer, e-mail and notes)
-- and sorted, with the totals of every filtered invoice. Fast at 100,000 invoices: the page's ids
-- are read first in the sort's index order, and the totals group the invoices by what their state
-- depends on (private.document_state_of).
create or replace function public.search_invoices(
  p_organization_id uuid,
  p_status text default null,
  p_customer_id uuid default null,
  p_from date default null,
  p_to date default null,
  p_search text default null,
  p_sort text default 'date',
  p_direction text default 'desc',
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
  if v_status is not null and v_status not in ('draft', 'sent', 'partially_paid', 'paid', 'overdue', 'void', 'open') then
    raise exception 'Unknown invoice status: %', v_status using errcode = '22023';
  end if;
  v_sort := case lower(coalesce(p_sort, 'date'))
    when 'date' then format('f.issue_date %1$s, f.invoice_number %1$s, f.id', v_direction)
    when 'due' then format('f.due_date %1$s, f.invoice_number %1$s, f.id', v_direction)
    when 'number' then format('f.invoice_number %1$s, f.id', v_direction)
    when 'customer' then format('f.customer_name %1$s, f.issue_date desc, f.id', v_direction)
    when 'total' then format('f.total %1$s, f.issue_date desc, f.id', v_direction)
    when 'balance' then format('f.balance %1$s, f.due_date, f.id', v_direction)
    when 'status' then format('f.state %1$s, f.due_date, f.id', v_direction)
  end;
  if v_sort is null then
    raise exception 'Cannot sort invoices by %', p_sort using errcode = '22023';
  end if;
  -- The filtered invoices with balance and state, as the relation f (no CTE: the page's order by
  -- reaches the index).
  v_where := 'i.organization_id = $1'
    || case when p_customer_id is not null then ' and i.customer_id = $3' else '' end
    || case when p_from is not null then ' and i.issue_date >= $4' else '' end
    || case when p_to is not null then ' and i.issue_date <= $5' else '' end
    || case when v_pattern is not null then ' and (i.invoice_number ilike $6 or i.customer_name ilike $6 or i.customer_email ilike $6 or i.notes ilike $6)' else '' end;
  v_filtered := 'select * from (
      select i.*, i.total - i.amount_paid as balance,
             private.document_state(''invoice'', i.status, i.total, i.amount_paid, i.due_date, $2) as state
      from public.invoices i
      where ' || v_where
    || ') f'
    || case when v_status = 'open' then ' where f.state in (''sent'', ''partially_paid'', ''overdue'')'
            when v_status is not null then ' where f.state = $7' else '' end;
  -- The totals: the filtered invoices grouped by what their state depends on (a handful of groups),
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
         select private.document_state_of('invoice', k.status, k.paid_in_full, k.past_due, k.part_paid) as state, k.n, k.total, k.paid
         from (
           select i.status, i.amount_paid >= i.total as paid_in_full, i.due_date < $2 as past_due, i.amount_paid > 0 as part_paid,
                  count(*) as n, sum(i.total) as total, sum(i.amount_paid) as paid
           from public.invoices i where %s
           group by 1, 2, 3, 4) k) g
       %s$q$, v_where, case when v_status = 'open' then 'where g.state in (''sent'', ''partially_paid'', ''overdue'')'
                            when v_status is not null then 'where g.state = $7' else '' end)
    into v_totals
    using p_organization_id, private.today_for_organization(p_organization_id), p_customer_id, p_from, p_to, v_pattern, v_status;
  execute format(
    $q$select coalesce(json_agg(json_build_object(
         'id', f.id, 'invoice_number', f.invoice_number, 'customer_id', f.customer_id, 'customer_name', f.customer_name,
         'customer_email', f.customer_email, 'issue_date', f.issue_date, 'due_date', f.due_date, 'terms', f.terms,
         'status', f.status, 'state', f.state, 'total', f.total::text, 'amount_paid', f.amount_paid::text,
         'balance', f.balance::text, 'paid_date', f.paid_date, 'fund_id', f.fund_id, 'fund_name', fu.name,
         'project_id', f.project_id, 'notes', f.notes, 'days_overdue', case when f.state = 'overdue' then $2 - f.due_date else 0 end,
         'updated_at', f.updated_at) order by %2$s), '[]'::json)
       -- The page's ids first, read in the sort's index order (index only for the default sort: the
       -- state's inputs are in the index), then only the page's rows.
       from (select f.* from (select k.id from (%1$s order by %2$s limit $8 offset $9) k) ids
             join (%1$s) f on f.id = ids.id) f
       left join public.funds fu on fu.id = f.fund_id$q$, v_filtered, v_sort)
    into v_rows
    using p_organization_id, private.today_for_organization(p_organization_id), p_customer_id, p_from, p_to, v_pattern, v_status, v_limit, v_offset;
  return json_build_object('total', (v_totals ->> 'count')::bigint, 'totals', v_totals, 'rows', v_rows);
end;
$$;
revoke all on function public.search_invoices(p_organization_id uuid, p_status text, p_customer_id uuid, p_from date, p_to date, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.search_invoices(p_organization_id uuid, p_status text, p_customer_id uuid, p_from date, p_to date, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) to authenticated, service_role;
