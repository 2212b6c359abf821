-- The paged lists at 100,000 rows, second step (issue 21 point 7). The full-size bench:data run
-- after 20261127011100 and …1200 (1,000,000 ledger lines, 100,000 rows per list) left four lists
-- over 50 ms: search_donations at offset 50,000 (94 ms), search_pledges at offset 50,000 (165),
-- search_invoices (66 first page, 104 at offset 50,000) and search_bills (79, 104). Two causes:
--   - A page deep in the list read every skipped row from the table (50,000 heap rows to throw
--     away). Now the page's ids are read first in the sort's index order, from the index alone
--     (covering indexes below: the sort columns, and for invoices and bills the state's inputs so
--     a state filter is answered from the index too), and only those 50 rows are then fetched.
--   - The invoice and bill totals evaluated the state expression once per filtered aggregate, five
--     times a row. Now the rows are grouped by what the state depends on (status, paid in full,
--     past due, partly paid: a handful of groups) and the state, its filter and the totals are
--     computed over the groups. private.document_state_of is that rule over the four inputs;
--     private.document_state (one row) calls it, so there is still one definition.
--   - search_pledges without a status filter, sorted by date, amount or donor, sums the pledges and
--     the gifts applied to them separately for the totals, and reads the page's ids in order before
--     computing paid and status for those 50 (with a status filter, or sorted by open balance or
--     next due date, it computes them for every filtered pledge as in …1100).
-- Results are unchanged (pledges-search-set-based and lists-set-based-same-answers compare with
-- the first rules).

create or replace function private.document_state_of(p_kind text, p_status text, p_paid_in_full boolean, p_past_due boolean, p_part_paid boolean)
returns text
language sql
immutable
as $$
  select case
    when p_status in ('void', 'draft') then p_status
    when p_status = 'paid' or p_paid_in_full then 'paid'
    when p_past_due then 'overdue'
    when p_part_paid then 'partially_paid'
    when p_kind = 'invoice' then 'sent'
    else 'approved'
  end
$$;
revoke execute on function private.document_state_of(text, text, boolean, boolean, boolean) from public, anon;

create or replace function private.document_state(p_kind text, p_status text, p_total numeric, p_amount_paid numeric, p_due_date date, p_today date)
returns text
language sql
immutable
as $$
  select private.document_state_of(p_kind, p_status, p_amount_paid >= p_total, p_due_date < p_today, p_amount_paid > 0)
$$;

drop index if exists public.invoices_org_list_idx;
drop index if exists public.bills_org_list_idx;
create index if not exists invoices_org_list_cover_idx on public.invoices (organization_id, issue_date desc, invoice_number desc, id)
  include (status, total, amount_paid, due_date);
create index if not exists bills_org_list_cover_idx on public.bills (organization_id, bill_date desc, bill_number desc, id)
  include (status, total, amount_paid, due_date);
create index if not exists donations_org_list_idx on public.donations (organization_id, donation_date desc, created_at desc, id desc)
  include (amount, restriction);
create index if not exists pledges_org_list_idx on public.pledges (organization_id, pledge_date desc, created_at desc, id desc);

create or replace function public.search_donations(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_donor_id uuid default null,
  p_fund_id uuid default null,
  p_method text default null,
  p_campaign text default null,
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
  v_campaign text := nullif(btrim(coalesce(p_campaign, '')), '');
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_sort text;
  v_where text;
  v_totals json;
  v_rows json;
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if p_method is not null and p_method not in ('cash', 'check', 'card', 'ach', 'wire', 'stock', 'pledge', 'in_kind', 'other') then
    raise exception 'Unknown donation method: %', p_method using errcode = '22023';
  end if;
  v_sort := case lower(coalesce(p_sort, 'date'))
    when 'date' then format('x.donation_date %1$s, x.created_at %1$s, x.id %1$s', v_direction)
    when 'amount' then format('x.amount %1$s, x.donation_date %1$s, x.created_at %1$s, x.id %1$s', v_direction)
    when 'donor' then format('x.donor_name %1$s, x.donation_date %1$s, x.created_at %1$s, x.id %1$s', v_direction)
    when 'method' then format('x.method %1$s, x.donation_date desc, x.created_at desc, x.id', v_direction)
    when 'campaign' then format('x.campaign %1$s nulls last, x.donation_date desc, x.created_at desc, x.id', v_direction)
  end;
  if v_sort is null then
    raise exception 'Cannot sort donations by %', p_sort using errcode = '22023';
  end if;

  v_where := 'x.organization_id = $1'
    || case when p_from is not null then ' and x.donation_date >= $2' else '' end
    || case when p_to is not null then ' and x.donation_date <= $3' else '' end
    || case when p_donor_id is not null then ' and x.donor_id = $4' else '' end
    || case when p_fund_id is not null then ' and x.fund_id = $5' else '' end
    || case when p_method is not null then ' and x.method = $6' else '' end
    || case when v_campaign is not null then ' and lower(x.campaign) = lower($7)' else '' end
    || case when v_pattern is not null then
         ' and (x.donor_name ilike $8 or x.notes ilike $8 or x.campaign ilike $8 or x.receipt_number ilike $8 or x.check_number ilike $8 or x.in_kind_description ilike $8)'
       else '' end;

  execute format(
    $q$select json_build_object(
         'count', count(*),
         'amount', coalesce(sum(x.amount), 0)::text,
         'restricted', coalesce(sum(x.amount) filter (where x.restriction = 'with_donor_restrictions'), 0)::text,
         'unrestricted', coalesce(sum(x.amount) filter (where x.restriction = 'without_donor_restrictions'), 0)::text)
       from public.donations x where %s$q$, v_where)
    into v_totals
    using p_organization_id, p_from, p_to, p_donor_id, p_fund_id, p_method, v_campaign, v_pattern;

  execute format(
    $q$select coalesce(json_agg(json_build_object(
         'id', x.id, 'organization_id', x.organization_id, 'donation_date', x.donation_date,
         'donor_id', x.donor_id, 'donor_name', x.donor_name, 'donor_email', x.donor_email,
         'amount', x.amount::text, 'method', x.method, 'check_number', x.check_number,
         'in_kind_description', x.in_kind_description, 'restriction', x.restriction,
         'fund_id', x.fund_id, 'fund_name', f.name, 'project_id', x.project_id, 'project_name', pr.name,
         'campaign', x.campaign, 'receipt_number', x.receipt_number, 'notes', x.notes,
         'pledge_id', x.pledge_id, 'receipt_sent_at', x.receipt_sent_at,
         'goods_services_value', x.goods_services_value::text, 'goods_services_description', x.goods_services_description,
         'journal_entry_id', x.journal_entry_id, 'created_at', x.created_at, 'updated_at', x.updated_at)
         order by %2$s), '[]'::json)
       -- The page's ids first, read in the sort's index order (index only: a page deep in the list
       -- skips index entries, not rows), then those 50 rows.
       from (select x.* from (select x.id from public.donations x where %1$s order by %2$s limit $9 offset $10) k
             join public.donations x on x.id = k.id) x
       left join public.funds f on f.id = x.fund_id
       left join public.projects pr on pr.id = x.project_id$q$, v_where, v_sort)
    into v_rows
    using p_organization_id, p_from, p_to, p_donor_id, p_fund_id, p_method, v_campaign, v_pattern, v_limit, v_offset;

  return json_build_object(
    'total', (v_totals ->> 'count')::bigint,
    'totals', v_totals,
    'limit', v_limit,
    'offset', v_offset,
    'rows', v_rows);
end;
$$;


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
       -- state's inputs are in the index), then those 50 rows.
       from (select f.* from (select k.id from (%1$s order by %2$s limit $8 offset $9) k) ids
             join (%1$s) f on f.id = ids.id) f
       left join public.funds fu on fu.id = f.fund_id$q$, v_filtered, v_sort)
    into v_rows
    using p_organization_id, private.today_for_organization(p_organization_id), p_customer_id, p_from, p_to, v_pattern, v_status, v_limit, v_offset;
  return json_build_object('total', (v_totals ->> 'count')::bigint, 'totals', v_totals, 'rows', v_rows);
end;
$$;

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
       -- state's inputs are in the index), then those 50 rows.
       from (select f.* from (select k.id from (%1$s order by %2$s limit $8 offset $9) k) ids
             join (%1$s) f on f.id = ids.id) f
       left join public.funds fu on fu.id = f.fund_id$q$, v_filtered, v_sort)
    into v_rows
    using p_organization_id, private.today_for_organization(p_organization_id), p_vendor_id, p_from, p_to, v_pattern, v_status, v_limit, v_offset, p_due_by;
  return json_build_object('total', (v_totals ->> 'count')::bigint, 'totals', v_totals, 'rows', v_rows);
end;
$$;

create or replace function public.search_pledges(
  p_organization_id uuid,
  p_status text default null,
  p_donor_id uuid default null,
  p_fund_id uuid default null,
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
  v_sort_key text := lower(coalesce(p_sort, 'date'));
  v_sort text;
  v_donors boolean;
  v_next boolean;
  v_candidates text;
  v_fast boolean;
  v_filters text;
  v_key_sort text;
  v_page text;
  v_totals json;
  v_rows json;
begin
  perform private.require_member(p_organization_id);
  if p_status is not null and p_status not in ('open', 'partially_paid', 'fulfilled', 'cancelled', 'unpaid') then
    raise exception 'Unknown pledge status: %', p_status using errcode = '22023';
  end if;
  v_sort := case v_sort_key
    when 'date' then format('x.pledge_date %1$s, x.created_at %1$s, x.id %1$s', v_direction)
    when 'amount' then format('x.amount %1$s, x.pledge_date desc, x.id', v_direction)
    when 'donor' then format('x.donor_name %1$s, x.pledge_date desc, x.id', v_direction)
    when 'open_balance' then format('x.open_balance %1$s, x.pledge_date desc, x.id', v_direction)
    when 'next_due' then format('x.next_due_date %1$s nulls last, x.pledge_date desc, x.id', v_direction)
  end;
  if v_sort is null then
    raise exception 'Cannot sort pledges by %', p_sort using errcode = '22023';
  end if;
  v_donors := v_pattern is not null or v_sort_key = 'donor';
  v_next := v_sort_key = 'next_due';
  v_filters := case when p_donor_id is not null then ' and p.donor_id = $2' else '' end
    || case when p_fund_id is not null then ' and p.fund_id = $3' else '' end
    || case when v_pattern is not null then ' and (d.name ilike $4 or p.campaign ilike $4 or p.notes ilike $4)' else '' end;
  -- Without a status filter and sorted by a column of the pledge (date, amount) or its donor, the
  -- page needs nobody's paid amount but its own rows': the totals sum the pledges and the gifts
  -- applied to them separately, and the page's ids are read in the sort's index order.
  v_fast := p_status is null and v_sort_key in ('date', 'amount', 'donor');
  v_key_sort := case v_sort_key
    when 'date' then format('p.pledge_date %1$s, p.created_at %1$s, p.id %1$s', v_direction)
    when 'amount' then format('p.amount %1$s, p.pledge_date desc, p.id', v_direction)
    when 'donor' then format('d.name %1$s, p.pledge_date desc, p.id', v_direction)
  end;

  -- The filtered pledges with paid, open balance and status (and donor name / next due date when
  -- the search or the sort needs them), as the relation x.
  v_candidates := format($q$
    with paid as (
      select g.pledge_id, sum(g.amount) as paid
      from public.donations g
      where g.organization_id = $1 and g.pledge_id is not null
      group by g.pledge_id
    )%1$s
    select * from (
      select p.*, coalesce(pd.paid, 0)::numeric(14, 2) as paid,
             p.amount - coalesce(pd.paid, 0)::numeric(14, 2) - p.written_off as open_balance,
             case when p.cancelled_at is not null then 'cancelled'
                  when p.amount - coalesce(pd.paid, 0)::numeric(14, 2) - p.written_off <= 0 then 'fulfilled'
                  when coalesce(pd.paid, 0) > 0 then 'partially_paid'
                  else 'open' end as status%2$s%3$s
      from public.pledges p
      left join paid pd on pd.pledge_id = p.id%4$s%5$s
      where p.organization_id = $1%6$s
    ) x
    where true%7$s$q$,
    case when v_next then $n$,
    next_due as (
      select distinct on (s.pledge_id) s.pledge_id, s.due_date
      from (
        select i.pledge_id, i.due_date, i.created_at, i.id, i.amount,
               coalesce(sum(i.amount) over (partition by i.pledge_id order by i.due_date, i.created_at, i.id
                                            rows between unbounded preceding and 1 preceding), 0) as before
        from public.pledge_installments i where i.organization_id = $1
      ) s
      left join paid sp on sp.pledge_id = s.pledge_id
      where least(s.amount, greatest(coalesce(sp.paid, 0)::numeric(14, 2) - s.before, 0))::numeric(14, 2) < s.amount
      order by s.pledge_id, s.due_date, s.created_at, s.id
    )$n$ else '' end,
    case when v_donors then ', d.name as donor_name' else '' end,
    case when v_next then ', case when p.cancelled_at is null then nd.due_date end as next_due_date' else '' end,
    case when v_donors then ' join public.donors d on d.id = p.donor_id' else '' end,
    case when v_next then ' left join next_due nd on nd.pledge_id = p.id' else '' end,
    v_filters,
    case when p_status = 'unpaid' then ' and x.status in (''open'', ''partially_paid'')'
         when p_status is not null then ' and x.status = $5' else '' end);

  if v_fast then
    -- The same figures as the sum over each pledge: pledged, written off, and the gifts applied to
    -- the filtered pledges (scale 2 as each pledge's paid amount has; 0 with no pledge at all).
    execute format($q$
      with t as (
        select count(*) as n, sum(p.amount) as pledged, sum(p.written_off) as written_off
        from public.pledges p%1$s
        where p.organization_id = $1%2$s),
      g as (
        select sum(g.amount) as paid from public.donations g
        where g.organization_id = $1 and g.pledge_id is not null%3$s)
      select json_build_object(
        'count', t.n,
        'pledged', coalesce(t.pledged, 0)::text,
        'paid', case when t.n = 0 then '0' else coalesce(g.paid, 0.00)::text end,
        'written_off', coalesce(t.written_off, 0)::text,
        'open_balance', case when t.n = 0 then '0' else (t.pledged - coalesce(g.paid, 0.00) - t.written_off)::text end)
      from t, g$q$,
      case when v_pattern is not null then ' join public.donors d on d.id = p.donor_id' else '' end,
      v_filters,
      case when v_filters = '' then ''
        else format(' and g.pledge_id in (select p.id from public.pledges p%s where p.organization_id = $1%s)',
                    case when v_pattern is not null then ' join public.donors d on d.id = p.donor_id' else '' end, v_filters) end)
      into v_totals
      using p_organization_id, p_donor_id, p_fund_id, v_pattern;
    -- The page: its ids in the sort's order, then paid, open balance and status for those rows.
    v_page := format($q$
      select p.*, coalesce(pd.paid, 0)::numeric(14, 2) as paid,
             p.amount - coalesce(pd.paid, 0)::numeric(14, 2) - p.written_off as open_balance,
             case when p.cancelled_at is not null then 'cancelled'
                  when p.amount - coalesce(pd.paid, 0)::numeric(14, 2) - p.written_off <= 0 then 'fulfilled'
                  when coalesce(pd.paid, 0) > 0 then 'partially_paid'
                  else 'open' end as status,
             (select d.name from public.donors d where d.id = p.donor_id) as donor_name
      from (select p.id from public.pledges p%1$s where p.organization_id = $1%2$s order by %3$s limit $6 offset $7) ids
      join public.pledges p on p.id = ids.id
      left join lateral (select sum(g.amount) as paid from public.donations g where g.organization_id = $1 and g.pledge_id = p.id) pd on true$q$,
      case when v_donors then ' join public.donors d on d.id = p.donor_id' else '' end, v_filters, v_key_sort);
  else
    execute format($q$
      select json_build_object(
        'count', count(*),
        'pledged', coalesce(sum(x.amount), 0)::text,
        'paid', coalesce(sum(x.paid), 0)::text,
        'written_off', coalesce(sum(x.written_off), 0)::text,
        'open_balance', coalesce(sum(x.open_balance), 0)::text)
      from (%s) x$q$, v_candidates)
      into v_totals
      using p_organization_id, p_donor_id, p_fund_id, v_pattern, p_status;
    v_page := format('%s order by %s limit $6 offset $7', v_candidates, v_sort);
  end if;

  -- Only the page's rows read their donor, fund and schedule.
  execute format($q$
    select coalesce(json_agg(json_build_object(
             'ord', x.ord, 'id', x.id, 'organization_id', x.organization_id, 'donor_id', x.donor_id, 'donor_name', d.name,
             'pledge_date', x.pledge_date, 'amount', x.amount::text, 'fund_id', x.fund_id, 'fund_name', f.name,
             'restriction', x.restriction, 'account_id', x.account_id, 'project_id', x.project_id, 'campaign', x.campaign,
             'notes', x.notes, 'paid', x.paid::text, 'written_off', x.written_off::text, 'open_balance', x.open_balance::text,
             'status', x.status, 'next_due_date', n.due_date, 'next_due_amount', n.amount::text,
             'overdue', x.cancelled_at is null and coalesce(n.due_date < current_date, false),
             'installment_count', ic.installments,
             'cancelled_at', x.cancelled_at, 'cancel_date', x.cancel_date, 'cancel_reason', x.cancel_reason,
             'journal_entry_id', x.journal_entry_id, 'created_at', x.created_at)
           order by x.ord), '[]'::json)
    from (select x.*, $7 + row_number() over (order by %2$s) as ord from (%1$s) x) x
    join public.donors d on d.id = x.donor_id
    left join public.funds f on f.id = x.fund_id
    left join lateral (
      select s.due_date, (s.amount - least(s.amount, greatest(x.paid - s.before, 0))::numeric(14, 2)) as amount
      from (
        select i.due_date, i.created_at, i.id, i.amount,
               coalesce(sum(i.amount) over (order by i.due_date, i.created_at, i.id rows between unbounded preceding and 1 preceding), 0) as before
        from public.pledge_installments i where i.pledge_id = x.id
      ) s
      where x.cancelled_at is null and least(s.amount, greatest(x.paid - s.before, 0))::numeric(14, 2) < s.amount
      order by s.due_date, s.created_at, s.id
      limit 1
    ) n on true
    cross join lateral (select count(*)::int as installments from public.pledge_installments i where i.pledge_id = x.id) ic
  $q$, v_page, v_sort)
    into v_rows
    using p_organization_id, p_donor_id, p_fund_id, v_pattern, p_status, v_limit, v_offset;

  return json_build_object(
    'total', (v_totals ->> 'count')::bigint,
    'totals', v_totals,
    'limit', v_limit,
    'offset', v_offset,
    'rows', v_rows);
end;
$$;
