-- The Transactions screen's two database calls (issue 12, points 11-12):
--
--   search_transactions: one server-side page of an organization's transactions, filtered and
--   sorted by the database, with the filtered set's count and totals in the same call (the screen
--   never downloads the table nor adds money itself). list_transactions keeps its old signature and
--   shape for the existing callers.
--
--   import_transactions: a bank CSV's rows, already mapped to columns by the browser, checked and
--   imported in ONE statement of ONE database transaction: every row comes back as imported,
--   skipped (a duplicate) or failed (with the reason); with p_dry_run it only reports (the preview).
--
-- Totals as a bookkeeper reads them: the sum of each type (Income, Expense, Asset, Liability) of the
-- filtered rows, "net" = Income - Expense (the surplus or deficit of the filtered rows) and
-- "cash_change" = Income + Liability - Expense - Asset (every transaction moves cash: the change of
-- the bank balance the filtered rows explain). Money goes out as numeric text, never as a float.

-- The list shows money in (Income, Liability) as positive and money out (Expense, Asset) as
-- negative, and sorts by that signed amount. The expression is written out (here and in the
-- statements below, identically, so the planner matches it to the index) rather than a function:
-- an index expression runs with the rights of whoever inserts, and API users may not call
-- private functions.
-- Sorting by amount or description within an organization pages through an index instead of
-- sorting the organization's rows; the date order already has transactions_org_date_idx.
create index if not exists transactions_org_signed_amount_idx
  on public.transactions (organization_id, (case when type in ('Income', 'Liability') then amount else -amount end), date, created_at, id);
create index if not exists transactions_org_description_idx on public.transactions (organization_id, description, date, created_at, id);
-- Filters by account, fund or project narrow within the organization and keep the date order.
create index if not exists transactions_org_account_date_idx on public.transactions (organization_id, account_id, date desc, created_at desc, id);
create index if not exists transactions_org_fund_date_idx on public.transactions (organization_id, fund_id, date desc, created_at desc, id);
create index if not exists transactions_org_project_date_idx on public.transactions (organization_id, project_id, date desc, created_at desc, id)
  where project_id is not null;

-- The text filter (description or notes containing the words, in any case) through trigram
-- indexes where pg_trgm exists (Supabase and stock PostgreSQL ship it): at 100,000 rows a
-- sequential ILIKE over both columns costs a whole-table read on every keystroke's search.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    create extension if not exists pg_trgm with schema extensions;
    create index if not exists transactions_description_trgm_idx on public.transactions using gin (description extensions.gin_trgm_ops);
    create index if not exists transactions_notes_trgm_idx on public.transactions using gin (notes extensions.gin_trgm_ops) where notes is not null;
  end if;
end;
$$;

-- A LIKE pattern matching the text anywhere, with the user's % _ and \ taken literally.
create or replace function private.contains_pattern(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select '%' || replace(replace(replace(p_text, '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;

create or replace function public.search_transactions(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_type text default null,
  p_account_id uuid default null,
  p_fund_id uuid default null,
  p_project_id uuid default null,
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
  v_sort text;
  v_accounts uuid[];
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_where text;
  v_totals json;
  v_rows json;
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if p_type is not null and p_type not in ('Income', 'Expense', 'Asset', 'Liability') then
    raise exception 'Unknown transaction type: %', p_type using errcode = '22023';
  end if;
  -- Whitelisted sort columns (the only text spliced into the statement); ties broken by the
  -- list's natural order and the id so that pages never repeat or skip a row.
  v_sort := case lower(coalesce(p_sort, 'date'))
    -- (the id runs against the dates, as in transactions_org_date_idx, so either direction is one index scan)
    when 'date' then format('x.date %1$s, x.created_at %1$s, x.id %2$s', v_direction, case v_direction when 'asc' then 'desc' else 'asc' end)
    when 'amount' then format('(case when x.type in (''Income'', ''Liability'') then x.amount else -x.amount end) %1$s, x.date %1$s, x.created_at %1$s, x.id %1$s', v_direction)
    when 'description' then format('x.description %1$s, x.date %1$s, x.created_at %1$s, x.id %1$s', v_direction)
    when 'type' then format('x.type %1$s, x.date desc, x.created_at desc, x.id', v_direction)
  end;
  if v_sort is null then
    raise exception 'Cannot sort transactions by %', p_sort using errcode = '22023';
  end if;
  -- An account filter includes the accounts beneath it (a placeholder parent lists its children).
  if p_account_id is not null then
    with recursive tree as (
      select a.id from public.accounts a where a.id = p_account_id and a.organization_id = p_organization_id
      union all
      select c.id from public.accounts c join tree t on c.parent_id = t.id where c.organization_id = p_organization_id
    )
    select array_agg(id) into v_accounts from tree;
    v_accounts := coalesce(v_accounts, array[]::uuid[]);
  end if;

  -- Every value is a bound parameter ($1..$8); only the filters in use join the statement, so the
  -- planner sees a plain predicate it can match to an index.
  v_where := 'x.organization_id = $1'
    || case when p_from is not null then ' and x.date >= $2' else '' end
    || case when p_to is not null then ' and x.date <= $3' else '' end
    || case when p_type is not null then ' and x.type = $4' else '' end
    || case when v_accounts is not null then
         case when cardinality(v_accounts) = 1 then ' and x.account_id = ($5)[1]' else ' and x.account_id = any ($5)' end
       else '' end
    || case when p_fund_id is not null then ' and x.fund_id = $6' else '' end
    || case when p_project_id is not null then ' and x.project_id = $7' else '' end
    || case when v_pattern is not null then ' and (x.description ilike $8 or x.notes ilike $8)' else '' end;

  -- The count and the totals of the whole filtered set in one pass over it.
  execute format(
    $q$select json_build_object(
         'count', count(*),
         'income', coalesce(sum(x.amount) filter (where x.type = 'Income'), 0)::text,
         'expense', coalesce(sum(x.amount) filter (where x.type = 'Expense'), 0)::text,
         'asset', coalesce(sum(x.amount) filter (where x.type = 'Asset'), 0)::text,
         'liability', coalesce(sum(x.amount) filter (where x.type = 'Liability'), 0)::text,
         'net', (coalesce(sum(x.amount) filter (where x.type = 'Income'), 0)
                 - coalesce(sum(x.amount) filter (where x.type = 'Expense'), 0))::text,
         'cash_change', coalesce(sum(case when x.type in ('Income', 'Liability') then x.amount else -x.amount end), 0)::text)
       from public.transactions x where %s$q$, v_where)
    into v_totals
    using p_organization_id, p_from, p_to, p_type, v_accounts, p_fund_id, p_project_id, v_pattern;

  -- The page, then its names (joined on the page's rows only).
  execute format(
    $q$select coalesce(json_agg(json_build_object(
         'id', x.id, 'organization_id', x.organization_id, 'date', x.date, 'description', x.description,
         'type', x.type, 'amount', x.amount::text, 'notes', x.notes,
         'account_id', x.account_id, 'account_code', a.code, 'account_name', a.name,
         'fund_id', x.fund_id, 'fund_name', f.name,
         'project_id', x.project_id, 'project_name', pr.name,
         'journal_entry_id', x.journal_entry_id, 'created_at', x.created_at, 'updated_at', x.updated_at)
         order by %2$s), '[]'::json)
       from (select x.* from public.transactions x where %1$s order by %2$s limit $9 offset $10) x
       left join public.accounts a on a.id = x.account_id
       left join public.funds f on f.id = x.fund_id
       left join public.projects pr on pr.id = x.project_id$q$, v_where, v_sort)
    into v_rows
    using p_organization_id, p_from, p_to, p_type, v_accounts, p_fund_id, p_project_id, v_pattern, v_limit, v_offset;

  return json_build_object(
    'total', (v_totals ->> 'count')::bigint,
    'totals', v_totals,
    'limit', v_limit,
    'offset', v_offset,
    'rows', v_rows);
end;
$$;

-- A date from an imported cell: ISO text (the browser normalises the bank's format), else null.
create or replace function private.import_date(p_text text)
returns date
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_text is null or p_text !~ '^\d{4}-\d{2}-\d{2}$' then
    return null;
  end if;
  return p_text::date;
exception when others then
  return null;
end;
$$;

-- Imports (or, with p_dry_run, only checks) rows mapped from a bank CSV. Each element of p_rows:
--   { "date": "YYYY-MM-DD", "description": text, "amount": "-12.50" (signed: money out is negative),
--     "type"?: 'Income'|'Expense'|'Asset'|'Liability' (default: Income when the amount is positive,
--     Expense when negative), "account"?: a chart code, account name or id, "notes"?: text }
-- Returns { dry_run, imported, skipped, failed, rows: [{ index, status, reason, transaction_id }] }
-- with index = the element's position in p_rows and status imported|ready|duplicate|failed.
-- A duplicate has the same date, amount (and direction: type) and description (ignoring case and
-- surrounding spaces) as a transaction already in the organization or as an earlier valid row of
-- the file. A row dated in a locked period fails with the lock's reason; nothing else is refused
-- row by row: viewers, non-members, an ended trial or an unexpected error refuse the whole call,
-- and since the valid rows go in as one INSERT in the caller's transaction, nothing is half-written.
create or replace function public.import_transactions(p_organization_id uuid, p_rows jsonb, p_dry_run boolean default false)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_role text := coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '');
  v_locked date;
  v_checked jsonb;
  v_imported integer := 0;
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if not public.has_org_role(p_organization_id, array['owner', 'admin', 'member']) then
    raise exception 'Viewers cannot import transactions' using errcode = '42501';
  end if;
  if p_rows is null or jsonb_typeof(p_rows) <> 'array' then
    raise exception 'The rows to import must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(p_rows) > 5000 then
    raise exception 'A file can import at most 5,000 rows at a time (this one has %); split it', jsonb_array_length(p_rows)
      using errcode = '22023';
  end if;
  -- The preview says at once what the import would say (the insert's trigger refuses it anyway).
  if p_dry_run and v_role in ('anon', 'authenticated') and exists (
    select 1 from public.subscriptions s where s.organization_id = p_organization_id and private.subscription_locks_writes(s)
  ) then
    raise exception 'Your trial has ended. Choose a plan to keep making changes; your data is safe and still readable.'
      using errcode = '42501', hint = 'Choose a plan at /subscribe.';
  end if;
  select s.locked_through into v_locked from public.organization_settings s where s.organization_id = p_organization_id;

  with input as (
    select (e.ord - 1)::integer as idx, e.value as v
    from jsonb_array_elements(p_rows) with ordinality as e (value, ord)
  ),
  parsed as (
    select i.idx,
      btrim(coalesce(i.v ->> 'date', '')) as date_text,
      private.import_date(btrim(i.v ->> 'date')) as d,
      btrim(coalesce(i.v ->> 'description', '')) as description,
      btrim(coalesce(i.v ->> 'amount', '')) as amount_text,
      nullif(btrim(coalesce(i.v ->> 'type', '')), '') as type_text,
      nullif(btrim(coalesce(i.v ->> 'account', '')), '') as account_text,
      nullif(btrim(coalesce(i.v ->> 'notes', '')), '') as notes
    from input i
  ),
  valued as (
    select p.*,
      case when p.amount_text ~ '^[-+]?[0-9]{1,12}(\.[0-9]{1,2})?$' then p.amount_text::numeric end as signed_amount
    from parsed p
  ),
  typed as (
    select v.*, abs(v.signed_amount) as amount,
      coalesce(v.type_text, case when v.signed_amount < 0 then 'Expense' else 'Income' end) as type
    from valued v
  ),
  resolved as (
    select t.*, acc.id as account_id, acc.category as account_category, acc.is_placeholder, acc.is_active
    from typed t
    left join lateral (
      select a.id, a.category, a.is_placeholder, a.is_active from public.accounts a
      where t.account_text is not null and a.organization_id = p_organization_id
        and (a.code = t.account_text or lower(a.name) = lower(t.account_text) or a.id::text = lower(t.account_text))
      order by (a.code = t.account_text) desc, a.code
      limit 1
    ) acc on true
  ),
  checked as (
    select r.*,
      case
        when r.date_text = '' then 'The date is missing'
        when r.d is null then format('"%s" is not a date', r.date_text)
        when r.amount_text = '' then 'The amount is missing'
        when r.signed_amount is null then format('"%s" is not an amount (digits with at most two decimals)', r.amount_text)
        when r.signed_amount = 0 then 'The amount is zero'
        when r.type not in ('Income', 'Expense', 'Asset', 'Liability') then format('Unknown type "%s"', r.type)
        when r.description = '' then 'The description is missing'
        when length(r.description) > 500 then 'The description is longer than 500 characters'
        when r.account_text is not null and r.account_id is null then format('No account "%s" in the chart of accounts', r.account_text)
        when r.account_id is not null and r.account_category <> private.transaction_category(r.type) then
          format('%s needs an account in %s (%s is in %s)', r.type, private.transaction_category(r.type), r.account_text, r.account_category)
        when r.account_id is not null and r.is_placeholder then 'The account is a placeholder (choose one of its sub-accounts)'
        when r.account_id is not null and not r.is_active then 'The account is inactive'
        when v_locked is not null and r.d <= v_locked then format('Period locked: nothing can be posted on or before %s', v_locked)
      end as failure
    from resolved r
  ),
  deduplicated as (
    select c.*,
      case when c.failure is null then
        row_number() over (partition by c.failure is null, c.d, c.amount, c.type, lower(c.description) order by c.idx)
      end as repeat_number,
      case when c.failure is null then
        min(c.idx) over (partition by c.failure is null, c.d, c.amount, c.type, lower(c.description))
      end as first_idx
    from checked c
  ),
  classified as (
    select dd.*,
      case
        when dd.failure is not null then 'failed'
        when dd.repeat_number > 1 then 'duplicate'
        when exists (
          select 1 from public.transactions x
          where x.organization_id = p_organization_id and x.date = dd.d and x.amount = dd.amount and x.type = dd.type
            and lower(btrim(x.description)) = lower(dd.description)
        ) then 'duplicate'
        else 'ok'
      end as outcome
    from deduplicated dd
  )
  select jsonb_agg(jsonb_build_object(
      'index', c.idx,
      'outcome', c.outcome,
      'reason', case
        when c.outcome = 'failed' then c.failure
        when c.outcome = 'duplicate' and c.repeat_number > 1 then format('Same date, amount and description as row %s of the file', c.first_idx + 1)
        when c.outcome = 'duplicate' then 'Same date, amount and description as an existing transaction'
      end,
      'id', case when c.outcome = 'ok' then gen_random_uuid() end,
      'date', c.d, 'description', c.description, 'type', c.type, 'amount', c.amount,
      'account_id', c.account_id, 'notes', c.notes)
    order by c.idx)
  into v_checked
  from classified c;

  if not p_dry_run then
    -- One statement: the set-based posting trigger writes every entry, the trial guard sees it whole.
    insert into public.transactions (id, organization_id, date, description, type, amount, account_id, notes)
    select (r ->> 'id')::uuid, p_organization_id, (r ->> 'date')::date, r ->> 'description', r ->> 'type',
           (r ->> 'amount')::numeric, (r ->> 'account_id')::uuid, r ->> 'notes'
    from jsonb_array_elements(coalesce(v_checked, '[]'::jsonb)) r
    where r ->> 'outcome' = 'ok'
    order by (r ->> 'index')::integer;
    get diagnostics v_imported = row_count;
  end if;

  return json_build_object(
    'dry_run', p_dry_run,
    'imported', v_imported,
    'ready', case when p_dry_run then (select count(*) from jsonb_array_elements(coalesce(v_checked, '[]'::jsonb)) r where r ->> 'outcome' = 'ok') else 0 end,
    'skipped', (select count(*) from jsonb_array_elements(coalesce(v_checked, '[]'::jsonb)) r where r ->> 'outcome' = 'duplicate'),
    'failed', (select count(*) from jsonb_array_elements(coalesce(v_checked, '[]'::jsonb)) r where r ->> 'outcome' = 'failed'),
    'rows', coalesce((
      select json_agg(json_build_object(
          'index', (r ->> 'index')::integer,
          'status', case r ->> 'outcome' when 'ok' then case when p_dry_run then 'ready' else 'imported' end else r ->> 'outcome' end,
          'reason', r ->> 'reason',
          'transaction_id', case when not p_dry_run and r ->> 'outcome' = 'ok' then r ->> 'id' end)
        order by (r ->> 'index')::integer)
      from jsonb_array_elements(coalesce(v_checked, '[]'::jsonb)) r), '[]'::json));
end;
$$;

revoke execute on function public.search_transactions(uuid, date, date, text, uuid, uuid, uuid, text, text, text, integer, integer) from public, anon;
grant execute on function public.search_transactions(uuid, date, date, text, uuid, uuid, uuid, text, text, text, integer, integer) to authenticated, service_role;
revoke execute on function public.import_transactions(uuid, jsonb, boolean) from public, anon;
grant execute on function public.import_transactions(uuid, jsonb, boolean) to authenticated, service_role;
revoke execute on function private.contains_pattern(text) from public;
revoke execute on function private.import_date(text) from public;
