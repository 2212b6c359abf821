-- RPC (owners, admins and members): imports (or, with p_dry_run, only checks) rows mapped from a
-- bank CSV by the browser, in one statement of one database transaction. Each element of p_rows:
--   { "date": "YYYY-MM-DD", "description": text, "amount": "-12.50" (signed: money out is negative),
--     "type"?: 'Income'|'Expense'|'Asset'|'Liability' (default: Income when the amount is positive,
--     Expense when negative), "account"?: a chart code, account name or id, "notes"?: text }
-- Returns a public.transaction_import { dry_run, imported, ready, skipped, failed, rows: [{ index,
-- status, reason, transaction_id }] } with index = the element's position in p_rows and status
-- imported|ready|duplicate|failed. A row fails with its reason (no date, not an amount, an unknown
-- type or account, an account of another category, inactive or a placeholder, a date in the locked
-- period). A duplicate has the same date, amount (and direction: type) and description (ignoring
-- case and surrounding spaces) as a transaction already in the organization or as an earlier valid
-- row of the file. What concerns the whole call (viewers, non-members, an ended trial, an
-- unexpected error) refuses it, and since the valid rows go in as one INSERT in the caller's
-- transaction, nothing is half-written.
create or replace function public.import_transactions(p_organization_id uuid, p_rows jsonb, p_dry_run boolean default false)
returns public.transaction_import
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

  return row(
    p_dry_run,
    v_imported,
    case when p_dry_run then (select count(*) from jsonb_array_elements(coalesce(v_checked, '[]'::jsonb)) r where r ->> 'outcome' = 'ok') else 0 end,
    (select count(*) from jsonb_array_elements(coalesce(v_checked, '[]'::jsonb)) r where r ->> 'outcome' = 'duplicate'),
    (select count(*) from jsonb_array_elements(coalesce(v_checked, '[]'::jsonb)) r where r ->> 'outcome' = 'failed'),
    array(
      select row(
          (r ->> 'index')::integer,
          case r ->> 'outcome' when 'ok' then case when p_dry_run then 'ready' else 'imported' end else r ->> 'outcome' end,
          r ->> 'reason',
          case when not p_dry_run and r ->> 'outcome' = 'ok' then (r ->> 'id')::uuid end)::public.transaction_import_row
      from jsonb_array_elements(coalesce(v_checked, '[]'::jsonb)) r
      order by (r ->> 'index')::integer)
  )::public.transaction_import;
end;
$$;
revoke all on function public.import_transactions(p_organization_id uuid, p_rows jsonb, p_dry_run boolean) from public, anon, authenticated, service_role;
grant execute on function public.import_transactions(p_organization_id uuid, p_rows jsonb, p_dry_run boolean) to authenticated, service_role;
