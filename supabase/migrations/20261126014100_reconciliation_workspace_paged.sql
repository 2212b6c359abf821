-- The reconciliation workspace paged in the database (issue 14 remainder, points 8-9), a statement
-- line added by hand with an optional reference, and the dashboard's budget card (point 5).
--
--   get_bank_reconciliation_summary(id)      the header: the figures (opening, cleared deposits and
--                                            payments, cleared balance, difference, outstanding...)
--                                            without any line: what the workspace's header shows.
--   search_bank_statement_lines(id, ...)     one page of the statement lines, filtered by state
--                                            (matched | suggested | unmatched, exclusive) and by
--                                            payee/description/reference words or an amount, sorted
--                                            by a whitelisted key, with the total and the count of
--                                            each state (the suggested count is what Accept all takes).
--   search_bank_reconciliation_ledger(id,...) one page of the ledger lines the reconciliation works
--                                            with (cleared | suggested | outstanding, or `matchable`:
--                                            the open lines a statement line can be matched to by
--                                            hand, lines of a given amount first).
--   get_bank_reconciliation(id)              unchanged answer (every line): the report's source only.
--   add_bank_statement_line(id, date, amount, description, reference?)   a line missing from the
--                                            file, typed in; refused in words once finished.
--   get_dashboard_budget(org)                this fiscal year's approved organization-wide budget to
--                                            date against the ledger's actuals, with the variance,
--                                            its percent and whether it is favourable, from SQL.
--
-- Suggestions are computed by the one set-based function (private.bank_match_suggestions) once per
-- page read, and only while the reconciliation is in progress.

alter table public.bank_statement_lines add column reference text;
comment on column public.bank_statement_lines.reference is 'The bank''s reference of a line typed in by hand (a check number...), shown and searched; not its identity (bank_transaction_id).';

-- The header of a reconciliation (one definition for the summary RPC and the full answer).
create or replace function private.bank_reconciliation_header(p_reconciliation_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', r.id, 'organization_id', r.organization_id, 'account_id', r.account_id, 'account_code', a.code, 'account_name', a.name,
    'statement_start_date', r.statement_start_date, 'statement_end_date', r.statement_end_date, 'status', r.status,
    'opening_balance', f.opening_balance, 'ending_balance', f.ending_balance,
    'cleared_deposits', f.cleared_deposits, 'cleared_payments', f.cleared_payments,
    'cleared_balance', f.cleared_balance, 'difference', f.difference,
    'statement_lines', f.statement_lines, 'matched_lines', f.matched_lines,
    'outstanding_deposits', o.deposits, 'outstanding_payments', o.payments, 'outstanding_count', o.n,
    'ledger_balance', (
      select coalesce(sum(l.debit - l.credit), 0) from public.journal_entry_lines l
      join public.journal_entries e on e.id = l.journal_entry_id
      where l.organization_id = r.organization_id and l.account_id = r.account_id and e.status = 'posted'
        and e.entry_date <= r.statement_end_date),
    'created_at', r.created_at, 'created_by_name', coalesce(nullif(pc.full_name, ''), pc.email),
    'finished_at', r.finished_at, 'finished_by_name', coalesce(nullif(pf.full_name, ''), pf.email),
    'is_last', not exists (select 1 from public.bank_reconciliations x where x.account_id = r.account_id and x.statement_end_date > r.statement_end_date),
    'can_undo', public.has_org_role(r.organization_id, array['owner', 'admin']))
  from public.bank_reconciliations r
  join public.accounts a on a.id = r.account_id
  cross join lateral private.bank_reconciliation_figures(r.id) f
  cross join lateral (
    select coalesce(sum(g.amount) filter (where g.amount > 0), 0) as deposits,
           coalesce(-sum(g.amount) filter (where g.amount < 0), 0) as payments,
           count(*)::integer as n
    from private.bank_reconciliation_ledger(r.id) g where not g.cleared) o
  left join public.profiles pc on pc.id = r.created_by
  left join public.profiles pf on pf.id = r.finished_by
  where r.id = p_reconciliation_id
$$;

-- A search box's text as an amount ('1,234.50', '$12', '-40'), or null when it is words.
create or replace function private.search_amount(p_search text)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when btrim(p_search) ~ '^[-+]?\$?([0-9][0-9,]*)?(\.[0-9]{1,2})?$' and p_search ~ '[0-9]'
              then replace(replace(replace(btrim(p_search), '$', ''), ',', ''), '+', '')::numeric end
$$;

-- ILIKE pattern of a search box's words, wildcards escaped.
create or replace function private.search_pattern(p_search text)
returns text
language sql
immutable
set search_path = ''
as $$
  select '%' || replace(replace(replace(btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;

create or replace function public.get_bank_reconciliation_summary(p_reconciliation_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, false);
begin
  return private.bank_reconciliation_header(v_rec.id);
end;
$$;

-- One page of the statement lines. States are exclusive: matched (a match exists), suggested (no
-- match, a suggestion), unmatched (neither). A search that reads as an amount finds that amount
-- (either sign unless one is typed) or that reference (a check number); other words search payee,
-- description and reference.
create or replace function public.search_bank_statement_lines(
  p_reconciliation_id uuid,
  p_status text default null,
  p_search text default null,
  p_sort text default 'date',
  p_direction text default 'asc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, false);
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
  v_amount numeric := private.search_amount(p_search);
  v_signed boolean := btrim(coalesce(p_search, '')) ~ '^[-+]';
  v_sort text := coalesce(nullif(p_sort, ''), 'date');
  v_desc boolean := lower(coalesce(p_direction, 'asc')) = 'desc';
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 500);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
begin
  if v_sort not in ('date', 'amount', 'payee') then
    raise exception 'The statement lines cannot be sorted by %', p_sort using errcode = '22023';
  end if;
  if p_status is not null and p_status not in ('matched', 'suggested', 'unmatched') then
    raise exception 'Unknown statement line state %', p_status using errcode = '22023';
  end if;
  return (
    with sug as materialized (
      select g.statement_line_id, g.journal_entry_line_ids, g.kind
      from private.bank_match_suggestions(v_rec.id) g
      where v_rec.status = 'in_progress'
    ),
    lines as materialized (
      select s.id, s.line_date, s.line_number, s.amount, s.payee, s.description, s.reference, s.bank_transaction_id, s.source_format,
             mm.ids as matched_ids, mm.method, g.journal_entry_line_ids as suggested_ids, g.kind as suggested_kind,
             case when mm.ids is not null then 'matched' when g.statement_line_id is not null then 'suggested' else 'unmatched' end as state
      from public.bank_statement_lines s
      left join lateral (
        select array_agg(m.journal_entry_line_id order by m.journal_entry_line_id) as ids, min(m.method) as method
        from public.bank_statement_matches m where m.statement_line_id = s.id
        having count(*) > 0) mm on true
      left join sug g on g.statement_line_id = s.id
      where s.reconciliation_id = v_rec.id
    ),
    filtered as (
      select l.* from lines l
      where (p_status is null or l.state = p_status)
        and (v_search is null
             or (v_amount is not null and (case when v_signed then l.amount = v_amount else abs(l.amount) = abs(v_amount) end))
             or (v_amount is not null and l.reference = v_search)
             or (v_amount is null and (coalesce(l.payee, '') || ' ' || l.description || ' ' || coalesce(l.reference, '')) ilike private.search_pattern(v_search)))
    ),
    ranked as (
      select f.*, row_number() over (order by
        case when v_sort = 'date' and not v_desc then f.line_date end asc,
        case when v_sort = 'date' and v_desc then f.line_date end desc,
        case when v_sort = 'amount' and not v_desc then f.amount end asc,
        case when v_sort = 'amount' and v_desc then f.amount end desc,
        case when v_sort = 'payee' and not v_desc then lower(coalesce(nullif(f.payee, ''), f.description)) end asc,
        case when v_sort = 'payee' and v_desc then lower(coalesce(nullif(f.payee, ''), f.description)) end desc,
        f.line_date, f.line_number, f.id) as rn
      from filtered f
    ),
    page as (
      select r.* from ranked r where r.rn > v_offset and r.rn <= v_offset + v_limit
    )
    select jsonb_build_object(
      'rows', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', p.id, 'line_date', p.line_date, 'amount', p.amount, 'payee', p.payee, 'description', p.description,
          'reference', p.reference, 'bank_transaction_id', p.bank_transaction_id, 'source_format', p.source_format,
          'state', p.state,
          'matched_line_ids', to_jsonb(coalesce(p.matched_ids, '{}'::uuid[])), 'match_method', p.method,
          'suggested_line_ids', to_jsonb(p.suggested_ids), 'suggestion_kind', p.suggested_kind,
          -- The ledger lines' words, for the status tag's tooltip.
          'linked_descriptions', (
            select coalesce(jsonb_agg(coalesce(nullif(jl.description, ''), je.description) order by je.entry_date, jl.id), '[]'::jsonb)
            from public.journal_entry_lines jl join public.journal_entries je on je.id = jl.journal_entry_id
            where jl.id = any (coalesce(p.matched_ids, p.suggested_ids))))
          order by p.rn)
        from page p), '[]'::jsonb),
      'total', (select count(*) from filtered),
      'counts', (select jsonb_build_object(
                   'all', count(*),
                   'matched', count(*) filter (where l.state = 'matched'),
                   'suggested', count(*) filter (where l.state = 'suggested'),
                   'unmatched', count(*) filter (where l.state = 'unmatched'))
                 from lines l)));
end;
$$;

-- One page of the ledger lines the reconciliation works with. States are exclusive: cleared
-- (matched here), suggested (open, in a suggestion), outstanding (neither). `matchable` lists the
-- lines a statement line can be matched to by hand (open: no statement line holds them), those of
-- p_near_amount first; the tooltip words of their state are left out there.
create or replace function public.search_bank_reconciliation_ledger(
  p_reconciliation_id uuid,
  p_status text default null,
  p_search text default null,
  p_sort text default 'date',
  p_direction text default 'asc',
  p_limit integer default 50,
  p_offset integer default 0,
  p_near_amount numeric default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, false);
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
  v_amount numeric := private.search_amount(p_search);
  v_signed boolean := btrim(coalesce(p_search, '')) ~ '^[-+]';
  v_sort text := coalesce(nullif(p_sort, ''), 'date');
  v_desc boolean := lower(coalesce(p_direction, 'asc')) = 'desc';
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 500);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
begin
  if v_sort not in ('date', 'amount', 'description') then
    raise exception 'The ledger lines cannot be sorted by %', p_sort using errcode = '22023';
  end if;
  if p_status is not null and p_status not in ('cleared', 'suggested', 'outstanding', 'matchable') then
    raise exception 'Unknown ledger line state %', p_status using errcode = '22023';
  end if;
  return (
    with sug as materialized (
      select distinct u.line_id
      from private.bank_match_suggestions(v_rec.id) g cross join lateral unnest(g.journal_entry_line_ids) as u (line_id)
      where v_rec.status = 'in_progress' and p_status is distinct from 'matchable'
    ),
    lines as materialized (
      select g.line_id, g.entry_id, g.entry_date, g.amount, g.description, g.reference, g.source_type, g.source_id,
             g.statement_line_id, g.cleared,
             case when g.cleared then 'cleared' when s.line_id is not null then 'suggested' else 'outstanding' end as state
      from private.bank_reconciliation_ledger(v_rec.id) g
      left join sug s on s.line_id = g.line_id
    ),
    filtered as (
      select l.* from lines l
      where (p_status is null
             or (p_status = 'matchable' and l.statement_line_id is null)
             or l.state = p_status)
        and (v_search is null
             or (v_amount is not null and (case when v_signed then l.amount = v_amount else abs(l.amount) = abs(v_amount) end))
             or (v_amount is null and (l.description || ' ' || coalesce(l.reference, '')) ilike private.search_pattern(v_search)))
    ),
    ranked as (
      select f.*, row_number() over (order by
        case when p_near_amount is not null then f.amount <> p_near_amount end,
        case when v_sort = 'date' and not v_desc then f.entry_date end asc,
        case when v_sort = 'date' and v_desc then f.entry_date end desc,
        case when v_sort = 'amount' and not v_desc then f.amount end asc,
        case when v_sort = 'amount' and v_desc then f.amount end desc,
        case when v_sort = 'description' and not v_desc then lower(f.description) end asc,
        case when v_sort = 'description' and v_desc then lower(f.description) end desc,
        f.entry_date, f.line_id) as rn
      from filtered f
    )
    select jsonb_build_object(
      'rows', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', r.line_id, 'entry_id', r.entry_id, 'entry_date', r.entry_date, 'amount', r.amount, 'description', r.description,
          'reference', r.reference, 'source_type', r.source_type, 'source_id', r.source_id,
          'statement_line_id', case when r.cleared then r.statement_line_id end, 'cleared', r.cleared, 'state', r.state)
          order by r.rn)
        from ranked r where r.rn > v_offset and r.rn <= v_offset + v_limit), '[]'::jsonb),
      'total', (select count(*) from filtered),
      'counts', (select jsonb_build_object(
                   'all', count(*),
                   'cleared', count(*) filter (where l.state = 'cleared'),
                   'suggested', count(*) filter (where l.state = 'suggested'),
                   'outstanding', count(*) filter (where l.state = 'outstanding'))
                 from lines l)));
end;
$$;

-- The whole reconciliation at once (the PDF/XLSX report): the header, every statement line with
-- its matches and reference, every ledger line. The workspace pages instead.
create or replace function public.get_bank_reconciliation(p_reconciliation_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, false);
begin
  return jsonb_build_object(
    'reconciliation', private.bank_reconciliation_header(v_rec.id),
    'statement_lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', s.id, 'line_date', s.line_date, 'amount', s.amount, 'payee', s.payee, 'description', s.description,
        'reference', s.reference, 'bank_transaction_id', s.bank_transaction_id, 'source_format', s.source_format,
        'matched_line_ids', coalesce((select jsonb_agg(m.journal_entry_line_id) from public.bank_statement_matches m where m.statement_line_id = s.id), '[]'::jsonb),
        'match_method', (select min(m.method) from public.bank_statement_matches m where m.statement_line_id = s.id))
        order by s.line_date, s.line_number)
      from public.bank_statement_lines s where s.reconciliation_id = v_rec.id), '[]'::jsonb),
    'ledger_lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', g.line_id, 'entry_id', g.entry_id, 'entry_date', g.entry_date, 'amount', g.amount, 'description', g.description,
        'reference', g.reference, 'source_type', g.source_type, 'source_id', g.source_id,
        'statement_line_id', case when g.cleared then g.statement_line_id end, 'cleared', g.cleared)
        order by g.entry_date, g.line_id)
      from private.bank_reconciliation_ledger(v_rec.id) g), '[]'::jsonb));
end;
$$;

-- A statement line typed in by hand: date (within the statement: not after its end), a description,
-- a non-zero amount (+ money in, - money out) and the bank's reference if any.
drop function public.add_bank_statement_line(uuid, date, numeric, text);
create or replace function public.add_bank_statement_line(
  p_reconciliation_id uuid,
  p_date date,
  p_amount numeric,
  p_description text,
  p_reference text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, true);
  v_id uuid;
begin
  if p_date is null or p_amount is null or round(p_amount, 2) = 0 then
    raise exception 'Give the line''s date and a non-zero amount' using errcode = '22023';
  end if;
  if nullif(btrim(coalesce(p_description, '')), '') is null then
    raise exception 'Give the line''s description as the bank shows it' using errcode = '22023';
  end if;
  if p_date > v_rec.statement_end_date then
    raise exception 'The line is dated after the statement end date (%)', v_rec.statement_end_date using errcode = '23514';
  end if;
  insert into public.bank_statement_lines (organization_id, reconciliation_id, account_id, line_date, amount, description, reference,
                                           bank_transaction_id, source_format, line_number)
  values (v_rec.organization_id, v_rec.id, v_rec.account_id, p_date, round(p_amount, 2), btrim(p_description),
          nullif(btrim(coalesce(p_reference, '')), ''), 'manual:' || gen_random_uuid(), 'manual',
          (select coalesce(max(s.line_number), 0) + 1 from public.bank_statement_lines s where s.reconciliation_id = v_rec.id))
  returning id into v_id;
  return v_id;
end;
$$;

-- This fiscal year's approved organization-wide budget against the ledger, to date: the same
-- definitions as get_dashboard_summary's `budget` (today in the organization's time zone, the fiscal
-- year from its start month, budget months whose first day is on or before today, actuals from the
-- daily totals from the fiscal year's first day through today), plus the variance (actual - budget
-- to date), its percent of the budget (one decimal, null at a zero budget) and whether it is
-- favourable (revenue at or over budget, expenses at or under). `budget` is null without one.
create or replace function public.get_dashboard_budget(p_organization_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_settings public.organization_settings;
  v_today date;
  v_fy_start date;
begin
  perform private.require_member(p_organization_id);
  select * into v_settings from public.organization_settings s where s.organization_id = p_organization_id;
  begin
    v_today := (now() at time zone coalesce(v_settings.time_zone, 'UTC'))::date;
  exception when others then
    v_today := (now() at time zone 'UTC')::date;
  end;
  v_fy_start := make_date(
    extract(year from v_today)::int - case when extract(month from v_today)::int < coalesce(v_settings.fiscal_year_start_month, 1) then 1 else 0 end,
    coalesce(v_settings.fiscal_year_start_month, 1)::int, 1);
  return (
    with year_budget as (
      select b.id, b.name, b.fiscal_year, b.start_date, b.end_date,
             coalesce(sum(l.amount) filter (where a.category = 'Revenue'), 0) as revenue,
             coalesce(sum(l.amount) filter (where a.category = 'Expenses'), 0) as expenses,
             coalesce(sum(l.amount) filter (where a.category = 'Revenue' and (b.start_date + make_interval(months => l.period_month - 1))::date <= v_today), 0) as revenue_to_date,
             coalesce(sum(l.amount) filter (where a.category = 'Expenses' and (b.start_date + make_interval(months => l.period_month - 1))::date <= v_today), 0) as expenses_to_date
      from public.budgets b
      left join public.budget_line_items l on l.budget_id = b.id
      left join public.accounts a on a.id = l.account_id
      where b.organization_id = p_organization_id and b.status = 'approved' and b.fund_id is null and b.project_id is null
        and v_today between b.start_date and b.end_date
      group by b.id, b.name, b.fiscal_year, b.start_date, b.end_date
      limit 1
    ),
    actual as (
      select coalesce(sum(d.credit - d.debit) filter (where a.category = 'Revenue'), 0) as revenue,
             coalesce(sum(d.debit - d.credit) filter (where a.category = 'Expenses'), 0) as expenses
      from private.ledger_daily_totals d
      join public.accounts a on a.id = d.account_id
      where d.organization_id = p_organization_id and d.entry_date between v_fy_start and v_today
        and a.category in ('Revenue', 'Expenses')
    ),
    lines as (
      select 'revenue' as kind, y.revenue as budget_year, y.revenue_to_date as budget_to_date, x.revenue as actual_to_date
      from year_budget y, actual x
      union all
      select 'expenses', y.expenses, y.expenses_to_date, x.expenses from year_budget y, actual x
    )
    select json_build_object(
      'organization_id', p_organization_id,
      'as_of', v_today,
      'fiscal_year', json_build_object('start', v_fy_start, 'end', (v_fy_start + interval '1 year' - interval '1 day')::date),
      'budget', (
        select json_build_object(
          'id', y.id, 'name', y.name, 'fiscal_year', y.fiscal_year, 'start_date', y.start_date, 'end_date', y.end_date,
          'lines', (
            select json_object_agg(l.kind, json_build_object(
              'budget_year', l.budget_year, 'budget_to_date', l.budget_to_date, 'actual_to_date', l.actual_to_date,
              'variance', l.actual_to_date - l.budget_to_date,
              'variance_percent', case when l.budget_to_date <> 0 then round((l.actual_to_date - l.budget_to_date) / abs(l.budget_to_date) * 100, 1) end,
              'favourable', case when l.kind = 'revenue' then l.actual_to_date >= l.budget_to_date else l.actual_to_date <= l.budget_to_date end))
            from lines l))
        from year_budget y)));
end;
$$;

revoke execute on function private.bank_reconciliation_header(uuid) from public;
revoke execute on function private.search_amount(text) from public;
revoke execute on function private.search_pattern(text) from public;
revoke execute on function public.get_bank_reconciliation_summary(uuid) from public, anon;
revoke execute on function public.search_bank_statement_lines(uuid, text, text, text, text, integer, integer) from public, anon;
revoke execute on function public.search_bank_reconciliation_ledger(uuid, text, text, text, text, integer, integer, numeric) from public, anon;
revoke execute on function public.add_bank_statement_line(uuid, date, numeric, text, text) from public, anon;
revoke execute on function public.get_dashboard_budget(uuid) from public, anon;
grant execute on function public.get_bank_reconciliation_summary(uuid) to authenticated, service_role;
grant execute on function public.search_bank_statement_lines(uuid, text, text, text, text, integer, integer) to authenticated, service_role;
grant execute on function public.search_bank_reconciliation_ledger(uuid, text, text, text, text, integer, integer, numeric) to authenticated, service_role;
grant execute on function public.add_bank_statement_line(uuid, date, numeric, text, text) to authenticated, service_role;
grant execute on function public.get_dashboard_budget(uuid) to authenticated, service_role;
