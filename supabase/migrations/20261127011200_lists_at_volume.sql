-- The paged lists at 100,000 rows (issue 21 point 7): every list RPC's first page and its page at
-- offset 50,000 within 50 ms (pnpm bench:data). What made them slow, measured at 20,000 rows
-- (docs/performance.md, "Data"):
--   - private.document_state carried `set search_path`, which keeps Postgres from inlining a SQL
--     function: every invoice and bill of the organization paid a function call (with a settings
--     change) for its state, about 8 us a row. It touches no table, so it needs no search_path; it
--     now inlines into its callers (search_invoices, search_bills, the aging and the line funds).
--   - search_invoices / search_bills read the filtered set through one CTE referenced three times
--     (materialized whole, then sorted for the page); now the totals are one aggregate and the page
--     an ordered index read (new indexes on the default sort), like search_donations.
--   - list_customers / list_vendors likewise materialized every customer or vendor to count and
--     sort them: now a count and an index-ordered page.
--   - list_donors summed every gift of the organization per donor and looked up each donor's last
--     gift before paging, whatever the sort: sorted by name (the default), it now pages the donors
--     first and reads the giving of the page's 50 only (other sorts need every donor's giving).
--   - list_employees sorted through a window over case expressions (a full sort of every employee):
--     now one order by per sort, the name sort read in order from an index on lower(name).
-- Arguments, results and order are unchanged (the integration tests of these lists stay green).

create or replace function private.document_state(p_kind text, p_status text, p_total numeric, p_amount_paid numeric, p_due_date date, p_today date)
returns text
language sql
immutable
as $$
  select case
    when p_status in ('void', 'draft') then p_status
    when p_status = 'paid' or p_amount_paid >= p_total then 'paid'
    when p_due_date < p_today then 'overdue'
    when p_amount_paid > 0 then 'partially_paid'
    when p_kind = 'invoice' then 'sent'
    else 'approved'
  end
$$;
revoke execute on function private.document_state(text, text, numeric, numeric, date, date) from public, anon;

create index if not exists invoices_org_list_idx on public.invoices (organization_id, issue_date desc, invoice_number desc, id);
create index if not exists bills_org_list_idx on public.bills (organization_id, bill_date desc, bill_number desc, id);
create index if not exists customers_org_name_id_idx on public.customers (organization_id, name, id);
create index if not exists vendors_org_name_id_idx on public.vendors (organization_id, name, id);
create index if not exists donors_org_name_id_idx on public.donors (organization_id, name, id);
create index if not exists employees_org_lower_name_idx on public.employees (organization_id, lower(name), id);

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
  v_filtered := 'select * from (
      select i.*, i.total - i.amount_paid as balance,
             private.document_state(''invoice'', i.status, i.total, i.amount_paid, i.due_date, $2) as state
      from public.invoices i
      where i.organization_id = $1'
    || case when p_customer_id is not null then ' and i.customer_id = $3' else '' end
    || case when p_from is not null then ' and i.issue_date >= $4' else '' end
    || case when p_to is not null then ' and i.issue_date <= $5' else '' end
    || case when v_pattern is not null then ' and (i.invoice_number ilike $6 or i.customer_name ilike $6 or i.customer_email ilike $6 or i.notes ilike $6)' else '' end
    || ') f'
    || case when v_status = 'open' then ' where f.state in (''sent'', ''partially_paid'', ''overdue'')'
            when v_status is not null then ' where f.state = $7' else '' end;
  execute format(
    $q$select json_build_object(
         'count', count(*),
         'total', coalesce(sum(f.total) filter (where f.state not in ('void', 'draft')), 0)::text,
         'paid', coalesce(sum(f.amount_paid) filter (where f.state <> 'void'), 0)::text,
         'balance', coalesce(sum(f.balance) filter (where f.state not in ('void', 'draft')), 0)::text,
         'overdue', coalesce(sum(f.balance) filter (where f.state = 'overdue'), 0)::text,
         'draft', coalesce(sum(f.total) filter (where f.state = 'draft'), 0)::text)
       from (%s) f$q$, v_filtered)
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
       from (%1$s order by %2$s limit $8 offset $9) f
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
  v_filtered := 'select * from (
      select b.*, b.total - b.amount_paid as balance,
             private.document_state(''bill'', b.status, b.total, b.amount_paid, b.due_date, $2) as state
      from public.bills b
      where b.organization_id = $1'
    || case when p_vendor_id is not null then ' and b.vendor_id = $3' else '' end
    || case when p_from is not null then ' and b.bill_date >= $4' else '' end
    || case when p_to is not null then ' and b.bill_date <= $5' else '' end
    || case when p_due_by is not null then ' and b.due_date <= $10' else '' end
    || case when v_pattern is not null then ' and (b.bill_number ilike $6 or b.vendor_name ilike $6 or b.vendor_reference ilike $6 or b.notes ilike $6)' else '' end
    || ') f'
    || case when v_status = 'open' then ' where f.state in (''approved'', ''partially_paid'', ''overdue'')'
            when v_status is not null then ' where f.state = $7' else '' end;
  execute format(
    $q$select json_build_object(
         'count', count(*),
         'total', coalesce(sum(f.total) filter (where f.state not in ('void', 'draft')), 0)::text,
         'paid', coalesce(sum(f.amount_paid) filter (where f.state <> 'void'), 0)::text,
         'balance', coalesce(sum(f.balance) filter (where f.state not in ('void', 'draft')), 0)::text,
         'overdue', coalesce(sum(f.balance) filter (where f.state = 'overdue'), 0)::text,
         'draft', coalesce(sum(f.total) filter (where f.state = 'draft'), 0)::text)
       from (%s) f$q$, v_filtered)
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
       from (%1$s order by %2$s limit $8 offset $9) f
       left join public.funds fu on fu.id = f.fund_id$q$, v_filtered, v_sort)
    into v_rows
    using p_organization_id, private.today_for_organization(p_organization_id), p_vendor_id, p_from, p_to, v_pattern, v_status, v_limit, v_offset, p_due_by;
  return json_build_object('total', (v_totals ->> 'count')::bigint, 'totals', v_totals, 'rows', v_rows);
end;
$$;

create or replace function public.list_customers(
  p_organization_id uuid,
  p_search text default null,
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
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_today date;
  v_total bigint;
begin
  perform private.require_member(p_organization_id);
  v_today := private.today_for_organization(p_organization_id);
  select count(*) into v_total from public.customers c
  where c.organization_id = p_organization_id
    and (v_pattern is null or c.name ilike v_pattern or c.email ilike v_pattern or c.phone ilike v_pattern);
  return json_build_object(
    'total', v_total,
    'rows', coalesce((
      select json_agg(json_build_object(
        'id', c.id, 'name', c.name, 'email', c.email, 'phone', c.phone, 'address', c.address, 'notes', c.notes,
        'invoice_count', coalesce(s.n, 0), 'open_balance', coalesce(s.open, 0)::text, 'overdue_balance', coalesce(s.overdue, 0)::text,
        'updated_at', c.updated_at) order by c.name, c.id)
      from (select c.* from public.customers c
            where c.organization_id = p_organization_id
              and (v_pattern is null or c.name ilike v_pattern or c.email ilike v_pattern or c.phone ilike v_pattern)
            order by c.name, c.id limit v_limit offset v_offset) c
      left join lateral (
        select count(*) as n,
               sum(i.total - i.amount_paid) filter (where i.status not in ('draft', 'void')) as open,
               sum(i.total - i.amount_paid) filter (where i.status not in ('draft', 'void') and i.due_date < v_today) as overdue
        from public.invoices i where i.customer_id = c.id) s on true), '[]'::json));
end;
$$;

create or replace function public.list_vendors(
  p_organization_id uuid,
  p_search text default null,
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
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_today date;
  v_total bigint;
begin
  perform private.require_member(p_organization_id);
  v_today := private.today_for_organization(p_organization_id);
  select count(*) into v_total from public.vendors v
  where v.organization_id = p_organization_id
    and (v_pattern is null or v.name ilike v_pattern or v.email ilike v_pattern or v.phone ilike v_pattern or v.tax_id ilike v_pattern);
  return json_build_object(
    'total', v_total,
    'rows', coalesce((
      select json_agg(json_build_object(
        'id', v.id, 'name', v.name, 'email', v.email, 'phone', v.phone, 'address', v.address, 'tax_id', v.tax_id,
        'notes', v.notes, 'is_1099', v.is_1099, 'default_expense_account_id', v.default_expense_account_id,
        'default_expense_account_label', a.code || ' ' || a.name,
        'bill_count', coalesce(s.n, 0), 'open_balance', coalesce(s.open, 0)::text, 'overdue_balance', coalesce(s.overdue, 0)::text,
        'updated_at', v.updated_at) order by v.name, v.id)
      from (select v.* from public.vendors v
            where v.organization_id = p_organization_id
              and (v_pattern is null or v.name ilike v_pattern or v.email ilike v_pattern or v.phone ilike v_pattern or v.tax_id ilike v_pattern)
            order by v.name, v.id limit v_limit offset v_offset) v
      left join public.accounts a on a.id = v.default_expense_account_id
      left join lateral (
        select count(*) as n,
               sum(b.total - b.amount_paid) filter (where b.status not in ('draft', 'void')) as open,
               sum(b.total - b.amount_paid) filter (where b.status not in ('draft', 'void') and b.due_date < v_today) as overdue
        from public.bills b where b.vendor_id = v.id) s on true), '[]'::json));
end;
$$;

create or replace function public.list_donors(
  p_organization_id uuid,
  p_search text default null,
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
  v_direction text := case when lower(coalesce(p_direction, 'asc')) = 'desc' then 'desc' else 'asc' end;
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_sort_key text := lower(coalesce(p_sort, 'name'));
  v_year_start date;
  v_sort text;
  v_total bigint;
  v_rows json;
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  v_year_start := date_trunc('year', private.today_for_organization(p_organization_id))::date;
  v_sort := case v_sort_key
    when 'name' then format('s.name %1$s, s.id', v_direction)
    when 'lifetime' then format('s.lifetime %1$s, s.name, s.id', v_direction)
    when 'ytd' then format('s.ytd %1$s, s.name, s.id', v_direction)
    when 'last_gift' then format('s.last_gift_date %1$s nulls last, s.name, s.id', v_direction)
  end;
  if v_sort is null then
    raise exception 'Cannot sort donors by %', p_sort using errcode = '22023';
  end if;

  select count(*) into v_total from public.donors d
  where d.organization_id = p_organization_id
    and (v_pattern is null or d.name ilike v_pattern or d.email ilike v_pattern);

  -- Sorted by name, the page of donors comes first (read in order from the index) and only its
  -- donors' giving is summed; sorted by giving, every donor's giving is one aggregate over the
  -- organization's gifts. Either way the last gift is the newest by date then creation.
  execute format(
    $q$with s as (
         select d.*, coalesce(gv.lifetime, 0) as lifetime, coalesce(gv.ytd, 0) as ytd, coalesce(gv.gift_count, 0) as gift_count,
                lg.donation_date as last_gift_date, lg.amount as last_gift_amount
         from %2$s d
         %3$s
         left join lateral (select l.donation_date, l.amount from public.donations l
                            where l.donor_id = d.id order by l.donation_date desc, l.created_at desc limit 1) lg on true
         %4$s)
     select coalesce(json_agg(json_build_object(
         'id', s.id, 'name', s.name, 'email', s.email, 'phone', s.phone, 'address', s.address,
         'postal_code', s.postal_code, 'donor_type', s.donor_type, 'notes', s.notes,
         'lifetime', s.lifetime::text, 'ytd', s.ytd::text, 'gift_count', s.gift_count,
         'last_gift_date', s.last_gift_date, 'last_gift_amount', s.last_gift_amount::text,
         'updated_at', s.updated_at) order by %1$s), '[]'::json)
     from (select * from s order by %1$s %5$s) s$q$,
    v_sort,
    case when v_sort_key = 'name'
      then format('(select x.* from public.donors x where x.organization_id = $1 and ($2::text is null or x.name ilike $2 or x.email ilike $2)
                    order by x.name %s, x.id limit $4 offset $5)', v_direction)
      else 'public.donors' end,
    case when v_sort_key = 'name'
      then 'left join lateral (select sum(g.amount) as lifetime, coalesce(sum(g.amount) filter (where g.donation_date >= $3), 0) as ytd,
                                      count(*) as gift_count
                               from public.donations g where g.organization_id = $1 and g.donor_id = d.id) gv on true'
      else 'left join (select g.donor_id, sum(g.amount) as lifetime,
                              coalesce(sum(g.amount) filter (where g.donation_date >= $3), 0) as ytd,
                              count(*) as gift_count
                       from public.donations g where g.organization_id = $1 and g.donor_id is not null group by g.donor_id) gv on gv.donor_id = d.id' end,
    case when v_sort_key = 'name' then ''
      else 'where d.organization_id = $1 and ($2::text is null or d.name ilike $2 or d.email ilike $2)' end,
    case when v_sort_key = 'name' then '' else 'limit $4 offset $5' end)
    into v_rows
    using p_organization_id, v_pattern, v_year_start, v_limit, v_offset;

  return json_build_object('total', v_total, 'year_start', v_year_start, 'limit', v_limit, 'offset', v_offset, 'rows', v_rows);
end;
$$;

create or replace function public.list_employees(
  p_organization_id uuid,
  p_status text default null,
  p_department text default null,
  p_project_id uuid default null,
  p_search text default null,
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
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 500);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_desc boolean := lower(coalesce(p_direction, 'asc')) = 'desc';
  v_sort text := lower(coalesce(p_sort, 'name'));
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_admin boolean;
  v_where text;
  v_order text;
  v_total bigint;
  v_rows json;
begin
  perform private.require_member(p_organization_id);
  if v_sort not in ('name', 'position', 'department', 'status', 'hire_date', 'pay_rate') then
    raise exception 'Cannot sort employees by %', p_sort using errcode = '22023';
  end if;
  if p_status is not null and p_status not in ('active', 'on_leave', 'terminated') then
    raise exception 'Unknown employee status: %', p_status using errcode = '22023';
  end if;
  v_admin := public.has_org_role(p_organization_id, array['owner', 'admin']);
  v_where := 'e.organization_id = $1'
    || case when p_status is not null then ' and e.status = $2' else '' end
    || case when p_department is not null then ' and e.department = $3' else '' end
    || case when p_project_id is not null then
         ' and (exists (select 1 from public.employee_allocations a where a.employee_id = e.id and a.project_id = $4)
                or (e.project_id = $4 and not exists (select 1 from public.employee_allocations a where a.employee_id = e.id)))' else '' end
    || case when v_pattern is not null then ' and (e.name ilike $5 or e.position ilike $5 or e.email ilike $5)' else '' end;
  -- The first version's order: the sort key (text keys case-insensitive, nulls last; pay rate in
  -- Postgres' default null order), then the name case-insensitively, then the id.
  v_order := case v_sort
      when 'name' then 'lower(e.name) %1$s nulls last'
      when 'position' then 'lower(e.position) %1$s nulls last'
      when 'department' then 'lower(e.department) %1$s nulls last'
      when 'status' then 'e.status %1$s nulls last'
      when 'hire_date' then 'e.hire_date %1$s nulls last'
      when 'pay_rate' then 'e.pay_rate %1$s' end
    || ', lower(e.name), e.id';
  v_order := format(v_order, case when v_desc then 'desc' else 'asc' end);

  execute format('select count(*) from public.employees e where %s', v_where)
    into v_total
    using p_organization_id, p_status, p_department, p_project_id, v_pattern;
  execute format(
    $q$select coalesce(json_agg(json_build_object(
        'id', e.id, 'name', e.name, 'email', e.email, 'phone', e.phone, 'position', e.position,
        'department', e.department, 'status', e.status, 'employment_type', e.employment_type,
        'hire_date', e.hire_date, 'termination_date', e.termination_date, 'pay_type', e.pay_type,
        'pay_rate', e.pay_rate::text, 'pay_schedule', e.pay_schedule,
        'manager_id', e.manager_id, 'manager_name', m.name,
        'programs', (select string_agg(coalesce(pr.name, case a.function when 'program' then 'Other programs'
                        when 'management_general' then 'Management and general' else 'Fundraising' end)
                        || ' ' || trim_scale(a.percent) || '%%', ', ' order by a.percent desc, a.id)
                     from public.employee_allocations a left join public.projects pr on pr.id = a.project_id
                     where a.employee_id = e.id),
        'tax_id_last4', case when $8 then (select right(regexp_replace(x.tax_id, '[^0-9]', '', 'g'), 4)
                                           from public.employee_private x where x.employee_id = e.id) end,
        'updated_at', e.updated_at)
      order by %2$s), '[]'::json)
     from (select e.* from public.employees e where %1$s order by %2$s limit $6 offset $7) e
     left join public.employees m on m.id = e.manager_id$q$, v_where, v_order)
    into v_rows
    using p_organization_id, p_status, p_department, p_project_id, v_pattern, v_limit, v_offset, v_admin;
  return json_build_object('total', v_total, 'rows', v_rows);
end;
$$;
