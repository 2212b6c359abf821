-- Three reports over the kept daily totals (issue 15, points 7, 9 and 11), each returning a
-- display-ready json table: {from, to, compare_from, compare_to, columns: [{key, title}], rows:
-- [{key, label, kind ('heading' | 'line' | 'subtotal' | 'total'), indent, values: {column: amount},
-- drill: {column: slice}}], ...} where a slice names the ledger lines behind the cell (the arguments
-- of report_ledger_lines: accounts, categories, from, to, fund, project, function, restriction,
-- noProject, sign), so every figure opens the lines whose net it is. Totals are computed here.
--
--   Trial Balance: every account's opening balance, debits, credits and closing balance (debit and
--     credit columns) for a period. Balance sheet accounts carry all their history; revenue and
--     expense accounts start at the fiscal year's first day (the year's activity), and what earlier
--     years left in them shows on one line "Prior years' change in net assets", so the debit and
--     credit columns always total the same.
--   Fund Balance Report: per fund, the balance at the start of the period, revenue (the release
--     account excepted), expenses, releases from restriction (credit - debit on the release account:
--     positive in the fund that spends, negative in the restricted fund), other changes posted
--     straight to net assets (transfers, opening balances), and the ending balance; by net asset
--     class, with a total equal to net assets on the Statement of Financial Position.
--   Program Expense Analysis: the functional expense matrix (expense accounts x functions, from
--     private.ledger_function_daily_totals): one column per project with program lines, "Other
--     program services" (program lines without a project), total program services, management and
--     general, fundraising and the total (= total expenses on the Statement of Activities); and the
--     program expense ratio (program services / total expenses).

-- A drill-down slice as json, null members left out.
create or replace function private.report_slice(
  p_accounts uuid[] default null, p_categories text[] default null, p_from date default null, p_to date default null,
  p_fund uuid default null, p_project uuid default null, p_function text default null, p_restriction text default null,
  p_no_project boolean default false, p_sign text default null)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_strip_nulls(jsonb_build_object(
    'accounts', to_jsonb(p_accounts), 'categories', to_jsonb(p_categories), 'from', p_from, 'to', p_to,
    'fund', p_fund, 'project', p_project, 'function', p_function, 'restriction', p_restriction,
    'noProject', case when p_no_project then true end, 'sign', p_sign))
$$;

-- Debits and credits per account and fund of posted lines within [p_from, p_to] (p_from null: since
-- the beginning), optionally of one fund and one project.
create or replace function private.report_fund_sums(p_org uuid, p_from date, p_to date, p_fund uuid, p_project uuid)
returns table (account_id uuid, fund_id uuid, debit numeric, credit numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select d.account_id, d.fund_id, sum(d.debit), sum(d.credit)
  from private.ledger_daily_totals d
  where d.organization_id = p_org
    and d.entry_date <= p_to
    and (p_from is null or d.entry_date >= p_from)
    and (p_fund is null or d.fund_id = p_fund)
    and (p_project is null or d.project_id = p_project)
  group by d.account_id, d.fund_id
$$;

-- The period arguments every report takes: p_to defaults to today, p_from to the fiscal year's
-- first day; a comparison needs both ends.
create or replace function private.report_check_period(p_from date, p_to date, p_compare_from date, p_compare_to date)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_from > p_to then
    raise exception 'The period starts after it ends.' using errcode = 'P0001';
  end if;
  if p_compare_from is not null and p_compare_to is not null and p_compare_from > p_compare_to then
    raise exception 'The comparison period starts after it ends.' using errcode = 'P0001';
  end if;
end;
$$;

-- RPC: Trial Balance for [p_from, p_to] (default: the fiscal year to date), optionally of one fund or
-- project, with the closing balances at p_compare_to beside it.
create or replace function public.report_trial_balance(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_compare_to date default null,
  p_fund_id uuid default null,
  p_project_id uuid default null
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date;
  v_from date;
  v_fy date;
  v_cmp_fy date;
begin
  perform private.require_member(p_organization_id);
  v_to := coalesce(p_to, private.today_for_organization(p_organization_id));
  v_fy := private.fiscal_year_start(p_organization_id, v_to);
  v_from := coalesce(p_from, v_fy);
  perform private.report_check_period(v_from, v_to, null, null);
  if v_from < v_fy then
    -- A period reaching into an earlier fiscal year: revenue and expenses start at its own year.
    v_fy := private.fiscal_year_start(p_organization_id, v_from);
  end if;
  v_cmp_fy := case when p_compare_to is null then null else private.fiscal_year_start(p_organization_id, p_compare_to) end;

  return (
    with d as materialized (
      select t.account_id, t.entry_date, t.debit, t.credit
      from private.ledger_daily_totals t
      where t.organization_id = p_organization_id and t.entry_date <= greatest(v_to, coalesce(p_compare_to, v_to))
        and (p_fund_id is null or t.fund_id = p_fund_id) and (p_project_id is null or t.project_id = p_project_id)
    ), per_account as (
      select a.id, a.code, a.name, a.category, a.category in ('Revenue', 'Expenses') as is_income,
             coalesce(sum(d.debit - d.credit) filter (where d.entry_date < v_from
                        and (a.category not in ('Revenue', 'Expenses') or d.entry_date >= v_fy)), 0) as opening,
             coalesce(sum(d.debit) filter (where d.entry_date between v_from and v_to), 0) as debit,
             coalesce(sum(d.credit) filter (where d.entry_date between v_from and v_to), 0) as credit,
             coalesce(sum(d.debit - d.credit) filter (where d.entry_date <= p_compare_to
                        and (a.category not in ('Revenue', 'Expenses') or d.entry_date >= v_cmp_fy)), 0) as compare_net
      from public.accounts a
      join d on d.account_id = a.id
      where a.organization_id = p_organization_id
      group by a.id, a.code, a.name, a.category
    ), prior as (
      -- What revenue and expenses of earlier fiscal years left in net assets (debit-positive).
      select coalesce(sum(d.debit - d.credit) filter (where d.entry_date < v_fy), 0) as opening,
             coalesce(sum(d.debit - d.credit) filter (where p_compare_to is not null and d.entry_date < v_cmp_fy), 0) as compare_net
      from d join public.accounts a on a.id = d.account_id
      where a.category in ('Revenue', 'Expenses')
    ), lines as (
      select p.code as sort_key, p.id, p.code, p.name, p.category, p.is_income, p.opening, p.debit, p.credit,
             p.opening + p.debit - p.credit as closing, p.compare_net
      from per_account p
      where p.opening <> 0 or p.debit <> 0 or p.credit <> 0 or (p_compare_to is not null and p.compare_net <> 0)
      union all
      select '3999', null, null, 'Prior years'' change in net assets (revenue less expenses of earlier fiscal years)', 'Net Assets', false,
             pr.opening, 0, 0, pr.opening, pr.compare_net
      from prior pr
      where pr.opening <> 0 or pr.compare_net <> 0
    ), shaped as (
      select l.*,
             case when l.closing > 0 then l.closing else 0 end as closing_debit,
             case when l.closing < 0 then -l.closing else 0 end as closing_credit,
             case when l.compare_net > 0 then l.compare_net else 0 end as compare_debit,
             case when l.compare_net < 0 then -l.compare_net else 0 end as compare_credit
      from lines l
    )
    select json_build_object(
      'from', v_from, 'to', v_to, 'compare_to', p_compare_to, 'fiscal_year_start', v_fy,
      'columns', (
        select json_agg(c.col order by c.ord) from (
          select 1 as ord, json_build_object('key', 'opening', 'title', 'Opening balance') as col
          union all select 2, json_build_object('key', 'debit', 'title', 'Debits')
          union all select 3, json_build_object('key', 'credit', 'title', 'Credits')
          union all select 4, json_build_object('key', 'closing_debit', 'title', 'Debit balance')
          union all select 5, json_build_object('key', 'closing_credit', 'title', 'Credit balance')
          union all select 6, json_build_object('key', 'compare_debit', 'title', 'Debit ' || p_compare_to) where p_compare_to is not null
          union all select 7, json_build_object('key', 'compare_credit', 'title', 'Credit ' || p_compare_to) where p_compare_to is not null
        ) c),
      'rows', coalesce((
        select json_agg(r.row order by r.ord, r.sort_key) from (
          select 1 as ord, s.sort_key, json_build_object(
                   'key', coalesce(s.id::text, 'prior-years'), 'label', coalesce(s.code || ' ', '') || s.name, 'kind', 'line', 'indent', 0,
                   'values', json_build_object('opening', s.opening, 'debit', s.debit, 'credit', s.credit,
                                               'closing_debit', s.closing_debit, 'closing_credit', s.closing_credit,
                                               'compare_debit', case when p_compare_to is not null then s.compare_debit end,
                                               'compare_credit', case when p_compare_to is not null then s.compare_credit end),
                   'drill', case when s.id is null then
                     json_build_object(
                       'opening', private.report_slice(null, array['Revenue', 'Expenses'], null, v_fy - 1, p_fund_id, p_project_id, p_sign => 'debit'),
                       'closing_debit', private.report_slice(null, array['Revenue', 'Expenses'], null, v_fy - 1, p_fund_id, p_project_id, p_sign => 'debit'),
                       'closing_credit', private.report_slice(null, array['Revenue', 'Expenses'], null, v_fy - 1, p_fund_id, p_project_id, p_sign => 'credit'))
                   else json_build_object(
                     'opening', private.report_slice(array[s.id], null, case when s.is_income then v_fy end, v_from - 1, p_fund_id, p_project_id, p_sign => 'debit'),
                     'debit', private.report_slice(array[s.id], null, v_from, v_to, p_fund_id, p_project_id, p_sign => 'debit'),
                     'credit', private.report_slice(array[s.id], null, v_from, v_to, p_fund_id, p_project_id, p_sign => 'credit'),
                     'closing_debit', private.report_slice(array[s.id], null, case when s.is_income then v_fy end, v_to, p_fund_id, p_project_id, p_sign => 'debit'),
                     'closing_credit', private.report_slice(array[s.id], null, case when s.is_income then v_fy end, v_to, p_fund_id, p_project_id, p_sign => 'credit'),
                     'compare_debit', case when p_compare_to is not null then private.report_slice(array[s.id], null, case when s.is_income then v_cmp_fy end, p_compare_to, p_fund_id, p_project_id, p_sign => 'debit') end,
                     'compare_credit', case when p_compare_to is not null then private.report_slice(array[s.id], null, case when s.is_income then v_cmp_fy end, p_compare_to, p_fund_id, p_project_id, p_sign => 'credit') end)
                   end) as row
          from shaped s
          union all
          select 2, '', json_build_object(
                   'key', 'total', 'label', 'Total', 'kind', 'total', 'indent', 0,
                   'values', json_build_object('opening', coalesce(sum(s.opening), 0), 'debit', coalesce(sum(s.debit), 0), 'credit', coalesce(sum(s.credit), 0),
                                               'closing_debit', coalesce(sum(s.closing_debit), 0), 'closing_credit', coalesce(sum(s.closing_credit), 0),
                                               'compare_debit', case when p_compare_to is not null then coalesce(sum(s.compare_debit), 0) end,
                                               'compare_credit', case when p_compare_to is not null then coalesce(sum(s.compare_credit), 0) end))
          from shaped s
        ) r), '[]'::json),
      'balanced', (select coalesce(sum(s.closing_debit), 0) = coalesce(sum(s.closing_credit), 0) from shaped s)
    )
  );
end;
$$;

-- RPC: Fund Balance Report for [p_from, p_to] (default: the fiscal year to date), with the ending
-- balances at p_compare_to beside it.
create or replace function public.report_fund_balances(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_compare_to date default null
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date;
  v_from date;
begin
  perform private.require_member(p_organization_id);
  v_to := coalesce(p_to, private.today_for_organization(p_organization_id));
  v_from := coalesce(p_from, private.fiscal_year_start(p_organization_id, v_to));
  perform private.report_check_period(v_from, v_to, null, null);

  return (
    with d as materialized (
      select t.fund_id, a.category, (a.system_key is not distinct from 'released_from_restriction') as is_release, t.entry_date,
             t.credit - t.debit as amount
      from private.ledger_daily_totals t
      join public.accounts a on a.id = t.account_id
      where t.organization_id = p_organization_id and a.category in ('Net Assets', 'Revenue', 'Expenses')
        and t.entry_date <= greatest(v_to, coalesce(p_compare_to, v_to))
    ), per_fund as (
      select f.id, f.name, f.code, f.restriction, f.is_active,
             coalesce(sum(d.amount) filter (where d.entry_date < v_from), 0) as beginning,
             coalesce(sum(d.amount) filter (where d.entry_date between v_from and v_to and d.category = 'Revenue' and not d.is_release), 0) as revenue,
             coalesce(-sum(d.amount) filter (where d.entry_date between v_from and v_to and d.category = 'Expenses'), 0) as expenses,
             coalesce(sum(d.amount) filter (where d.entry_date between v_from and v_to and d.is_release), 0) as releases,
             coalesce(sum(d.amount) filter (where d.entry_date between v_from and v_to and d.category = 'Net Assets'), 0) as transfers,
             coalesce(sum(d.amount) filter (where d.entry_date <= v_to), 0) as ending,
             coalesce(sum(d.amount) filter (where d.entry_date <= p_compare_to), 0) as compare_ending
      from public.funds f
      left join d on d.fund_id = f.id
      where f.organization_id = p_organization_id
      group by f.id, f.name, f.code, f.restriction, f.is_active
    ), shown as (
      select * from per_fund p
      where p.is_active or p.beginning <> 0 or p.ending <> 0 or p.revenue <> 0 or p.expenses <> 0 or p.releases <> 0 or p.transfers <> 0
         or (p_compare_to is not null and p.compare_ending <> 0)
    ), classes as (
      select k.ord, k.key, k.title from (values (1, 'without_donor_restrictions', 'Without donor restrictions'),
                                               (2, 'with_donor_restrictions', 'With donor restrictions')) k(ord, key, title)
    )
    select json_build_object(
      'from', v_from, 'to', v_to, 'compare_to', p_compare_to,
      'columns', (
        select json_agg(c.col order by c.ord) from (
          select 1 as ord, json_build_object('key', 'beginning', 'title', 'Beginning balance') as col
          union all select 2, json_build_object('key', 'revenue', 'title', 'Revenue and support')
          union all select 3, json_build_object('key', 'expenses', 'title', 'Expenses')
          union all select 4, json_build_object('key', 'releases', 'title', 'Releases from restriction')
          union all select 5, json_build_object('key', 'transfers', 'title', 'Transfers and other changes')
          union all select 6, json_build_object('key', 'ending', 'title', 'Ending balance')
          union all select 7, json_build_object('key', 'compare_ending', 'title', 'Ending ' || p_compare_to) where p_compare_to is not null
        ) c),
      'rows', (
        select json_agg(r.row order by r.ord1, r.ord2, r.name) from (
          select k.ord as ord1, 0 as ord2, '' as name,
                 json_build_object('key', k.key || ':heading', 'label', k.title, 'kind', 'heading', 'indent', 0, 'values', json_build_object()) as row
          from classes k
          union all
          select k.ord, 1, s.name, json_build_object(
                   'key', s.id, 'label', s.name || coalesce(' (' || s.code || ')', ''), 'kind', 'line', 'indent', 1,
                   'values', json_build_object('beginning', s.beginning, 'revenue', s.revenue, 'expenses', s.expenses, 'releases', s.releases,
                                               'transfers', s.transfers, 'ending', s.ending,
                                               'compare_ending', case when p_compare_to is not null then s.compare_ending end),
                   'drill', private.report_fund_balance_drill(p_organization_id, s.id, null, v_from, v_to, p_compare_to))
          from classes k join shown s on s.restriction = k.key
          union all
          select k.ord, 2, '', json_build_object(
                   'key', k.key || ':total', 'label', 'Total ' || lower(k.title), 'kind', 'subtotal', 'indent', 1,
                   'values', json_build_object('beginning', coalesce(sum(s.beginning), 0), 'revenue', coalesce(sum(s.revenue), 0),
                                               'expenses', coalesce(sum(s.expenses), 0), 'releases', coalesce(sum(s.releases), 0),
                                               'transfers', coalesce(sum(s.transfers), 0), 'ending', coalesce(sum(s.ending), 0),
                                               'compare_ending', case when p_compare_to is not null then coalesce(sum(s.compare_ending), 0) end),
                   'drill', private.report_fund_balance_drill(p_organization_id, null, k.key, v_from, v_to, p_compare_to))
          from classes k left join shown s on s.restriction = k.key
          group by k.ord, k.key, k.title
          union all
          select 3, 0, '', json_build_object(
                   'key', 'total', 'label', 'Total net assets', 'kind', 'total', 'indent', 0,
                   'values', json_build_object('beginning', coalesce(sum(s.beginning), 0), 'revenue', coalesce(sum(s.revenue), 0),
                                               'expenses', coalesce(sum(s.expenses), 0), 'releases', coalesce(sum(s.releases), 0),
                                               'transfers', coalesce(sum(s.transfers), 0), 'ending', coalesce(sum(s.ending), 0),
                                               'compare_ending', case when p_compare_to is not null then coalesce(sum(s.compare_ending), 0) end),
                   'drill', private.report_fund_balance_drill(p_organization_id, null, null, v_from, v_to, p_compare_to))
          from shown s
        ) r)
    )
  );
end;
$$;

-- The drill-down slices of one Fund Balance row (a fund, a class or all).
create or replace function private.report_fund_balance_drill(p_org uuid, p_fund uuid, p_restriction text, p_from date, p_to date, p_compare_to date)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with release as (
    select array_agg(a.id) as ids from public.accounts a where a.organization_id = p_org and a.system_key = 'released_from_restriction'
  ), revenue as (
    select array_agg(a.id) as ids from public.accounts a
    where a.organization_id = p_org and a.category = 'Revenue' and a.system_key is distinct from 'released_from_restriction'
  )
  select json_build_object(
    'beginning', private.report_slice(null, array['Net Assets', 'Revenue', 'Expenses'], null, p_from - 1, p_fund, null, null, p_restriction, false, 'credit'),
    'revenue', case when (select ids from revenue) is not null then private.report_slice((select ids from revenue), null, p_from, p_to, p_fund, null, null, p_restriction, false, 'credit') end,
    'expenses', private.report_slice(null, array['Expenses'], p_from, p_to, p_fund, null, null, p_restriction, false, 'debit'),
    'releases', case when (select ids from release) is not null then private.report_slice((select ids from release), null, p_from, p_to, p_fund, null, null, p_restriction, false, 'credit') end,
    'transfers', private.report_slice(null, array['Net Assets'], p_from, p_to, p_fund, null, null, p_restriction, false, 'credit'),
    'ending', private.report_slice(null, array['Net Assets', 'Revenue', 'Expenses'], null, p_to, p_fund, null, null, p_restriction, false, 'credit'),
    'compare_ending', case when p_compare_to is not null then
      private.report_slice(null, array['Net Assets', 'Revenue', 'Expenses'], null, p_compare_to, p_fund, null, null, p_restriction, false, 'credit') end)
$$;

-- RPC: Program Expense Analysis (the functional expense matrix) for [p_from, p_to] (default: the
-- fiscal year to date), optionally of one fund, with the comparison period's total beside it.
create or replace function public.report_program_expenses(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_compare_from date default null,
  p_compare_to date default null,
  p_fund_id uuid default null
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date;
  v_from date;
  v_has_compare boolean := p_compare_from is not null and p_compare_to is not null;
begin
  perform private.require_member(p_organization_id);
  v_to := coalesce(p_to, private.today_for_organization(p_organization_id));
  v_from := coalesce(p_from, private.fiscal_year_start(p_organization_id, v_to));
  perform private.report_check_period(v_from, v_to, p_compare_from, p_compare_to);

  return (
    with d as materialized (
      select t.account_id, t.project_id, t.function, t.entry_date, t.debit - t.credit as amount
      from private.ledger_function_daily_totals t
      where t.organization_id = p_organization_id
        and ((t.entry_date between v_from and v_to) or (v_has_compare and t.entry_date between p_compare_from and p_compare_to))
        and (p_fund_id is null or t.fund_id = p_fund_id)
    ), cur as materialized (
      -- The period's amounts by account, function and project: a few hundred rows at most.
      select d.account_id, d.project_id, d.function, sum(d.amount) as amount
      from d where d.entry_date between v_from and v_to
      group by d.account_id, d.project_id, d.function
    ), cmp as materialized (
      select d.account_id, d.function, sum(d.amount) as amount
      from d where v_has_compare and d.entry_date between p_compare_from and p_compare_to
      group by d.account_id, d.function
    ), programs as (
      -- One column per project with program lines in the period (by name).
      select p.id, p.name, row_number() over (order by p.name, p.id) as ord
      from public.projects p
      where p.organization_id = p_organization_id
        and exists (select 1 from cur where cur.project_id = p.id and cur.function = 'program')
    ), accounts as (
      select a.id, a.code, a.name
      from public.accounts a
      where a.organization_id = p_organization_id
        and (exists (select 1 from cur where cur.account_id = a.id)
             or exists (select 1 from cmp where cmp.account_id = a.id))
    ), columns as (
      select 0 as ord, 'program:' || p.id as key, p.name as title, 'program' as function, p.id as project_id, false as no_project, false as is_total
      from programs p
      union all select 100000, 'program:other', 'Other program services', 'program', null, true, false
      union all select 100001, 'program', 'Total program services', 'program', null, false, true
      union all select 100002, 'management_general', 'Management and general', 'management_general', null, false, false
      union all select 100003, 'fundraising', 'Fundraising', 'fundraising', null, false, false
      union all select 100004, 'total', 'Total expenses', null, null, false, true
    ), ordered_columns as (
      select c.*, coalesce((select p.ord from programs p where p.id = c.project_id), 0) as sub from columns c
    ), cells as (
      -- Amount of each account (null: all accounts) in each column.
      select a.id as account_id, c.key,
             coalesce((select sum(cur.amount) from cur
                       where (a.id is null or cur.account_id = a.id)
                         and (c.function is null or cur.function = c.function)
                         and (c.project_id is null or cur.project_id = c.project_id)
                         and (not c.no_project or cur.project_id is null)), 0) as amount
      from (select id from accounts union all select null) a
      cross join columns c
    ), compare_cells as (
      select a.id as account_id,
             coalesce((select sum(cmp.amount) from cmp where a.id is null or cmp.account_id = a.id), 0) as amount
      from (select id from accounts union all select null) a
      where v_has_compare
    )
    select json_build_object(
      'from', v_from, 'to', v_to,
      'compare_from', case when v_has_compare then p_compare_from end,
      'compare_to', case when v_has_compare then p_compare_to end,
      'columns', (
        select json_agg(json_build_object('key', c.key, 'title', c.title) order by c.ord, c.sub)
        from (select * from ordered_columns union all
              select 200000, 'compare_total', 'Total expenses ' || p_compare_from || ' – ' || p_compare_to, null, null, false, true, 0 where v_has_compare) c),
      'rows', (
        select json_agg(r.row order by r.ord, r.code) from (
          select 1 as ord, a.code, json_build_object(
                   'key', a.id, 'label', a.code || ' ' || a.name, 'kind', 'line', 'indent', 0,
                   'values', (select json_object_agg(x.key, x.amount) from (
                                select c.key, c.amount from cells c where c.account_id = a.id
                                union all select 'compare_total', cc.amount from compare_cells cc where cc.account_id = a.id) x),
                   'drill', (select json_object_agg(x.key, x.slice) from (
                                select c.key, private.report_slice(array[a.id], null, v_from, v_to, p_fund_id, c.project_id, c.function, null, c.no_project, 'debit') as slice
                                from columns c
                                union all
                                select 'compare_total', private.report_slice(array[a.id], null, p_compare_from, p_compare_to, p_fund_id, null, null, null, false, 'debit')
                                where v_has_compare) x)) as row
          from accounts a
          union all
          select 2, '', json_build_object(
                   'key', 'total', 'label', 'Total expenses', 'kind', 'total', 'indent', 0,
                   'values', (select json_object_agg(x.key, x.amount) from (
                                select c.key, c.amount from cells c where c.account_id is null
                                union all select 'compare_total', cc.amount from compare_cells cc where cc.account_id is null) x),
                   'drill', (select json_object_agg(x.key, x.slice) from (
                                select c.key, private.report_slice(null, array['Expenses'], v_from, v_to, p_fund_id, c.project_id, c.function, null, c.no_project, 'debit') as slice
                                from columns c
                                union all
                                select 'compare_total', private.report_slice(null, array['Expenses'], p_compare_from, p_compare_to, p_fund_id, null, null, null, false, 'debit')
                                where v_has_compare) x))
        ) r),
      'total_expenses', (select c.amount from cells c where c.account_id is null and c.key = 'total'),
      'program_expenses', (select c.amount from cells c where c.account_id is null and c.key = 'program'),
      'management_general_expenses', (select c.amount from cells c where c.account_id is null and c.key = 'management_general'),
      'fundraising_expenses', (select c.amount from cells c where c.account_id is null and c.key = 'fundraising'),
      'program_ratio', (select case when t.amount = 0 then null else round(p.amount / t.amount, 4) end
                        from cells t, cells p where t.account_id is null and t.key = 'total' and p.account_id is null and p.key = 'program'),
      'compare_program_ratio', case when v_has_compare then (
        select case when coalesce(sum(cmp.amount), 0) = 0 then null else round(coalesce(sum(cmp.amount) filter (where cmp.function = 'program'), 0) / sum(cmp.amount), 4) end
        from cmp) end
    )
  );
end;
$$;

revoke execute on function private.report_slice(uuid[], text[], date, date, uuid, uuid, text, text, boolean, text) from public;
revoke execute on function private.report_fund_sums(uuid, date, date, uuid, uuid) from public;
revoke execute on function private.report_check_period(date, date, date, date) from public;
revoke execute on function private.report_fund_balance_drill(uuid, uuid, text, date, date, date) from public;
revoke execute on function public.report_trial_balance(uuid, date, date, date, uuid, uuid) from public, anon;
revoke execute on function public.report_fund_balances(uuid, date, date, date) from public, anon;
revoke execute on function public.report_program_expenses(uuid, date, date, date, date, uuid) from public, anon;
grant execute on function public.report_trial_balance(uuid, date, date, date, uuid, uuid) to authenticated, service_role;
grant execute on function public.report_fund_balances(uuid, date, date, date) to authenticated, service_role;
grant execute on function public.report_program_expenses(uuid, date, date, date, date, uuid) to authenticated, service_role;
