-- One page of invoices ('invoice') or bills ('bill') for public.search_invoices and
-- public.search_bills: filtered (state, or 'open': issued, partially paid or overdue; party; dates;
-- due by; text in the kind's search columns) and sorted, with the totals of every filtered document
-- (a public.document_totals) and the page's ids in the sort's order (the callers build the rows). Fast at 100,000 documents: the
-- page's ids are read in the sort's index order, and the totals group the documents by what their
-- state depends on (private.document_state_of).
create or replace function private.search_documents(
  p_kind text,
  p_organization_id uuid,
  p_status text,
  p_party_id uuid,
  p_from date,
  p_to date,
  p_search text,
  p_sort text,
  p_direction text,
  p_limit integer,
  p_offset integer,
  p_due_by date,
  out total bigint,
  out totals public.document_totals,
  out ids uuid[]
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  k record;
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_direction text := case when lower(coalesce(p_direction, 'desc')) = 'asc' then 'asc' else 'desc' end;
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_status text := nullif(btrim(coalesce(p_status, '')), '');
  v_state_filter text;
  v_sort text;
  v_where text;
  v_filtered text;
begin
  select * into k from private.document_kind(p_kind);
  perform private.require_member(p_organization_id);
  if v_status is not null and v_status not in ('draft', k.issued_state, 'partially_paid', 'paid', 'overdue', 'void', 'open') then
    raise exception 'Unknown % status: %', p_kind, v_status using errcode = '22023';
  end if;
  v_sort := case lower(coalesce(p_sort, 'date'))
    when 'date' then format('f.%2$I %1$s, f.%3$I %1$s, f.id', v_direction, k.date_column, k.number_column)
    when 'due' then format('f.due_date %1$s, f.%2$I %1$s, f.id', v_direction, k.number_column)
    when 'number' then format('f.%2$I %1$s, f.id', v_direction, k.number_column)
    when k.party then format('f.%2$I %1$s, f.%3$I desc, f.id', v_direction, k.party_name, k.date_column)
    when 'total' then format('f.total %1$s, f.%2$I desc, f.id', v_direction, k.date_column)
    when 'balance' then format('f.balance %1$s, f.due_date, f.id', v_direction)
    when 'status' then format('f.state %1$s, f.due_date, f.id', v_direction)
  end;
  if v_sort is null then
    raise exception 'Cannot sort % by %', k.documents, p_sort using errcode = '22023';
  end if;
  -- The parameters of both queries: $1 organization, $2 its today, $3 party, $4 from, $5 to,
  -- $6 search pattern, $7 state, $8 limit, $9 offset, $10 due by.
  v_where := 'd.organization_id = $1'
    || case when p_party_id is not null then format(' and d.%I = $3', k.party_id) else '' end
    || case when p_from is not null then format(' and d.%I >= $4', k.date_column) else '' end
    || case when p_to is not null then format(' and d.%I <= $5', k.date_column) else '' end
    || case when p_due_by is not null then ' and d.due_date <= $10' else '' end
    || case when v_pattern is not null
         then ' and (' || (select string_agg(format('d.%I ilike $6', c), ' or ') from unnest(k.search_columns) as c) || ')' else '' end;
  v_state_filter := case when v_status = 'open' then format('state in (%L, ''partially_paid'', ''overdue'')', k.issued_state)
                         when v_status is not null then 'state = $7' end;
  -- The filtered documents with balance and state, as the relation f (no CTE: the page's order by
  -- reaches the index).
  v_filtered := format('select * from (
      select d.*, private.document_balance_due(d.status, d.total, d.amount_paid) as balance,
             private.document_state(%L, d.status, d.total, d.amount_paid, d.due_date, $2) as state
      from public.%I d
      where %s) f', p_kind, k.documents, v_where)
    || case when v_state_filter is not null then ' where f.' || v_state_filter else '' end;
  -- The totals: the filtered documents grouped by what their state depends on (a handful of
  -- groups), the state and its filter applied to the groups, not to every row.
  execute format(
    $q$select coalesce(sum(g.n), 0)::bigint as count,
         coalesce(sum(g.total) filter (where g.state not in ('void', 'draft')), 0)::text as total,
         coalesce(sum(g.paid) filter (where g.state <> 'void'), 0)::text as paid,
         coalesce(sum(g.total - g.paid) filter (where g.state not in ('void', 'draft')), 0)::text as balance,
         coalesce(sum(g.total - g.paid) filter (where g.state = 'overdue'), 0)::text as overdue,
         coalesce(sum(g.total) filter (where g.state = 'draft'), 0)::text as draft
       from (
         select private.document_state_of(%L, x.status, x.paid_in_full, x.past_due, x.part_paid) as state, x.n, x.total, x.paid
         from (
           select d.status, d.amount_paid >= d.total as paid_in_full, d.due_date < $2 as past_due, d.amount_paid > 0 as part_paid,
                  count(*) as n, sum(d.total) as total, sum(d.amount_paid) as paid
           from public.%I d where %s
           group by 1, 2, 3, 4) x) g
       %s$q$, p_kind, k.documents, v_where, case when v_state_filter is not null then 'where g.' || v_state_filter else '' end)
    into totals
    using p_organization_id, private.today_for_organization(p_organization_id), p_party_id, p_from, p_to, v_pattern, v_status, v_limit, v_offset, p_due_by;
  total := totals.count;
  -- The page's ids, read in the sort's index order (index only for the default sort: the state's
  -- inputs are in the index).
  execute format('select coalesce(array_agg(f.id order by %2$s), ''{}'') from (%1$s order by %2$s limit $8 offset $9) f', v_filtered, v_sort)
    into ids
    using p_organization_id, private.today_for_organization(p_organization_id), p_party_id, p_from, p_to, v_pattern, v_status, v_limit, v_offset, p_due_by;
end;
$$;
revoke all on function private.search_documents(p_kind text, p_organization_id uuid, p_status text, p_party_id uuid, p_from date, p_to date, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer, p_due_by date) from public, anon, authenticated, service_role;
