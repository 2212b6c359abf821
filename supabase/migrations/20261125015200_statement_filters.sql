-- Fund and project filters on the two core statements (issue 15, points 1 and 5), and the kept
-- totals' helpers every report of this issue reads.
--
-- report_statement_of_financial_position and report_statement_of_activities take p_fund_id and
-- p_project_id (both optional): the statement of one fund balances on its own (every posted entry
-- balances per fund); the statement of one project shows what was posted with that project (its
-- position need not balance: an expense line carries the project, its cash line may not). Same json
-- as before (20261124009100); the old signatures are replaced, so callers that name their
-- arguments keep working.

-- Sums per account and restriction class of posted lines dated within [p_from, p_to], optionally
-- of one fund and one project (p_from null: since the beginning). balance = credits - debits.
create or replace function private.report_scoped_totals(p_org uuid, p_from date, p_to date, p_fund uuid, p_project uuid)
returns table (account_id uuid, restriction text, balance numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select d.account_id, f.restriction, sum(d.credit - d.debit)
  from private.ledger_daily_totals d
  join public.funds f on f.id = d.fund_id
  where d.organization_id = p_org
    and d.entry_date <= p_to
    and (p_from is null or d.entry_date >= p_from)
    and (p_fund is null or d.fund_id = p_fund)
    and (p_project is null or d.project_id = p_project)
  group by d.account_id, f.restriction
$$;

create or replace function private.report_net_assets_scoped(p_org uuid, p_from date, p_to date, p_fund uuid, p_project uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'without', coalesce(sum(t.balance) filter (where t.restriction = 'without_donor_restrictions'), 0),
    'with', coalesce(sum(t.balance) filter (where t.restriction = 'with_donor_restrictions'), 0),
    'total', coalesce(sum(t.balance), 0))
  from private.report_scoped_totals(p_org, p_from, p_to, p_fund, p_project) t
  join public.accounts a on a.id = t.account_id
  where a.category in ('Net Assets', 'Revenue', 'Expenses')
$$;

-- The Statement of Activities' figures for one period: every line by class (without / with
-- donor restrictions / total), as json {sections, change, beginning, end}.
create or replace function private.report_activities_period_scoped(p_org uuid, p_from date, p_to date, p_fund uuid, p_project uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with t as (
    select a.id, a.code, a.name, a.category, (a.system_key is not distinct from 'released_from_restriction') as is_release,
           case when a.category = 'Expenses' then -1 else 1 end as sign,
           coalesce(sum(x.balance) filter (where x.restriction = 'without_donor_restrictions'), 0) as without_r,
           coalesce(sum(x.balance) filter (where x.restriction = 'with_donor_restrictions'), 0) as with_r
    from private.report_scoped_totals(p_org, p_from, p_to, p_fund, p_project) x
    join public.accounts a on a.id = x.account_id
    where a.category in ('Net Assets', 'Revenue', 'Expenses')
    group by a.id, a.code, a.name, a.category, a.system_key
  ), lines as (
    select t.*, case when t.is_release then 'releases' when t.category = 'Revenue' then 'revenue'
                     when t.category = 'Expenses' then 'expenses' else 'other' end as section,
           t.sign * t.without_r as w, t.sign * t.with_r as r
    from t
    where t.without_r <> 0 or t.with_r <> 0 or t.is_release
  )
  select json_build_object(
    'lines', coalesce((select json_agg(json_build_object(
                'section', l.section, 'account_id', l.id, 'code', l.code, 'name', l.name,
                'without', l.w, 'with', l.r, 'total', l.w + l.r) order by l.code) from lines l), '[]'::json),
    'totals', (select json_object_agg(s.section, json_build_object(
                'without', coalesce((select sum(l.w) from lines l where l.section = s.section), 0),
                'with', coalesce((select sum(l.r) from lines l where l.section = s.section), 0),
                'total', coalesce((select sum(l.w + l.r) from lines l where l.section = s.section), 0)))
               from (values ('revenue'), ('releases'), ('expenses'), ('other')) s(section)),
    -- Change = revenue + releases + other changes - expenses = credits - debits on the net asset
    -- accounts of every class in the period.
    'change', json_build_object(
      'without', coalesce((select sum(t.without_r) from t), 0),
      'with', coalesce((select sum(t.with_r) from t), 0),
      'total', coalesce((select sum(t.without_r + t.with_r) from t), 0)),
    'beginning', private.report_net_assets_scoped(p_org, null, p_from - 1, p_fund, p_project),
    'end', private.report_net_assets_scoped(p_org, null, p_to, p_fund, p_project)
  )
$$;

drop function if exists public.report_statement_of_financial_position(uuid, date, date);
drop function if exists public.report_statement_of_activities(uuid, date, date, date, date);

-- RPC: Statement of Financial Position as of p_as_of (default today), optionally beside
-- p_compare_as_of. Lines are the accounts with a balance on either date, by code.
create or replace function public.report_statement_of_financial_position(
  p_organization_id uuid,
  p_as_of date default null,
  p_compare_as_of date default null,
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
  v_as_of date;
  v_fy_start date;
  v_compare_fy_start date;
  v_result json;
begin
  perform private.require_member(p_organization_id);
  v_as_of := coalesce(p_as_of, private.today_for_organization(p_organization_id));
  v_fy_start := private.fiscal_year_start(p_organization_id, v_as_of);
  v_compare_fy_start := case when p_compare_as_of is null then null else private.fiscal_year_start(p_organization_id, p_compare_as_of) end;

  with cur as (
    select t.account_id, t.restriction, t.balance from private.report_scoped_totals(p_organization_id, null, v_as_of, p_fund_id, p_project_id) t
  ), cmp as (
    select t.account_id, t.restriction, t.balance from private.report_scoped_totals(p_organization_id, null, p_compare_as_of, p_fund_id, p_project_id) t
    where p_compare_as_of is not null
  ), ytd as (
    select t.account_id, t.restriction, t.balance from private.report_scoped_totals(p_organization_id, v_fy_start, v_as_of, p_fund_id, p_project_id) t
  ), cmp_ytd as (
    select t.account_id, t.restriction, t.balance from private.report_scoped_totals(p_organization_id, v_compare_fy_start, p_compare_as_of, p_fund_id, p_project_id) t
    where p_compare_as_of is not null
  ), per_account as (
    select a.id, a.code, a.name, a.category,
           -- Assets read debit-positive, liabilities credit-positive.
           case when a.category = 'Assets' then -1 else 1 end * coalesce(c.balance, 0) as amount,
           case when a.category = 'Assets' then -1 else 1 end * coalesce(p.balance, 0) as compare_amount
    from public.accounts a
    left join (select account_id, sum(balance) as balance from cur group by account_id) c on c.account_id = a.id
    left join (select account_id, sum(balance) as balance from cmp group by account_id) p on p.account_id = a.id
    where a.organization_id = p_organization_id and a.category in ('Assets', 'Liabilities')
      and (coalesce(c.balance, 0) <> 0 or coalesce(p.balance, 0) <> 0)
  ), classes as (
    select k.ord, k.key, k.name,
           coalesce((select sum(x.balance) from cur x join public.accounts a on a.id = x.account_id
                     where x.restriction = k.key and a.category in ('Net Assets', 'Revenue', 'Expenses')), 0) as amount,
           case when p_compare_as_of is null then null else
             coalesce((select sum(x.balance) from cmp x join public.accounts a on a.id = x.account_id
                       where x.restriction = k.key and a.category in ('Net Assets', 'Revenue', 'Expenses')), 0) end as compare_amount,
           coalesce((select sum(x.balance) from ytd x join public.accounts a on a.id = x.account_id
                     where x.restriction = k.key and a.category in ('Net Assets', 'Revenue', 'Expenses')), 0) as current_year_change,
           case when p_compare_as_of is null then null else
             coalesce((select sum(x.balance) from cmp_ytd x join public.accounts a on a.id = x.account_id
                       where x.restriction = k.key and a.category in ('Net Assets', 'Revenue', 'Expenses')), 0) end as compare_current_year_change
    from (values (1, 'without_donor_restrictions', 'Without donor restrictions'),
                 (2, 'with_donor_restrictions', 'With donor restrictions')) k(ord, key, name)
  ), sections as (
    select s.ord, s.key, s.title,
           coalesce((select json_agg(json_build_object(
                       'account_id', l.id, 'code', l.code, 'name', l.name,
                       'amount', l.amount,
                       'compare_amount', case when p_compare_as_of is null then null else l.compare_amount end)
                     order by l.code) from per_account l where l.category = s.category), '[]'::json) as lines,
           coalesce((select sum(l.amount) from per_account l where l.category = s.category), 0) as total,
           case when p_compare_as_of is null then null else
             coalesce((select sum(l.compare_amount) from per_account l where l.category = s.category), 0) end as compare_total
    from (values (1, 'assets', 'Assets', 'Assets'), (2, 'liabilities', 'Liabilities', 'Liabilities')) s(ord, key, title, category)
    union all
    select 3, 'net_assets', 'Net assets',
           (select json_agg(json_build_object(
                     'account_id', null, 'code', null, 'key', c.key, 'name', c.name,
                     'amount', c.amount, 'compare_amount', c.compare_amount,
                     'current_year_change', c.current_year_change,
                     'compare_current_year_change', c.compare_current_year_change) order by c.ord) from classes c),
           (select sum(c.amount) from classes c),
           case when p_compare_as_of is null then null else (select sum(c.compare_amount) from classes c) end
  )
  select json_build_object(
    'as_of', v_as_of,
    'compare_as_of', p_compare_as_of,
    'fiscal_year_start', v_fy_start,
    'compare_fiscal_year_start', v_compare_fy_start,
    'sections', (select json_agg(json_build_object('key', s.key, 'title', s.title, 'lines', s.lines,
                                                   'total', s.total, 'compare_total', s.compare_total) order by s.ord) from sections s),
    'total_assets', (select s.total from sections s where s.key = 'assets'),
    'total_liabilities_and_net_assets', (select sum(s.total) from sections s where s.key <> 'assets'),
    'compare_total_assets', (select s.compare_total from sections s where s.key = 'assets'),
    'compare_total_liabilities_and_net_assets',
      case when p_compare_as_of is null then null else (select sum(s.compare_total) from sections s where s.key <> 'assets') end,
    'balanced', (select s.total from sections s where s.key = 'assets') = (select sum(s.total) from sections s where s.key <> 'assets')
  ) into v_result;
  return v_result;
end;
$$;

-- RPC: Statement of Activities for [p_from, p_to] (default: the fiscal year to date), optionally
-- beside [p_compare_from, p_compare_to] (its Total column only, as statements usually compare).
create or replace function public.report_statement_of_activities(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_compare_from date default null,
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
  v_has_compare boolean;
  v_cur json;
  v_cmp json;
begin
  perform private.require_member(p_organization_id);
  v_to := coalesce(p_to, private.today_for_organization(p_organization_id));
  v_from := coalesce(p_from, private.fiscal_year_start(p_organization_id, v_to));
  if v_from > v_to then
    raise exception 'The period starts after it ends.' using errcode = 'P0001';
  end if;
  v_has_compare := p_compare_from is not null and p_compare_to is not null;
  if v_has_compare and p_compare_from > p_compare_to then
    raise exception 'The comparison period starts after it ends.' using errcode = 'P0001';
  end if;
  v_cur := private.report_activities_period_scoped(p_organization_id, v_from, v_to, p_fund_id, p_project_id);
  if v_has_compare then
    v_cmp := private.report_activities_period_scoped(p_organization_id, p_compare_from, p_compare_to, p_fund_id, p_project_id);
  end if;

  return (
    with cur_lines as (
      select x->>'section' as section, (x->>'account_id')::uuid as account_id, x->>'code' as code, x->>'name' as name,
             (x->>'without')::numeric as w, (x->>'with')::numeric as r, (x->>'total')::numeric as t
      from json_array_elements(v_cur->'lines') x
    ), cmp_lines as (
      select x->>'section' as section, (x->>'account_id')::uuid as account_id, x->>'code' as code, x->>'name' as name,
             (x->>'total')::numeric as t
      from json_array_elements(case when v_has_compare then v_cmp->'lines' else '[]'::json end) x
    ), merged as (
      select coalesce(c.section, p.section) as section, coalesce(c.account_id, p.account_id) as account_id,
             coalesce(c.code, p.code) as code, coalesce(c.name, p.name) as name,
             coalesce(c.w, 0) as w, coalesce(c.r, 0) as r, coalesce(c.t, 0) as t,
             case when v_has_compare then coalesce(p.t, 0) end as compare_t
      from cur_lines c full join cmp_lines p on p.account_id = c.account_id
    ), sections as (
      select s.ord, s.key, s.title,
             coalesce((select json_agg(json_build_object('account_id', m.account_id, 'code', m.code, 'name', m.name,
                         'without', m.w, 'with', m.r, 'total', m.t, 'compare_total', m.compare_t) order by m.code)
                       from merged m where m.section = s.key), '[]'::json) as lines,
             json_build_object(
               'without', (v_cur->'totals'->s.key->>'without')::numeric,
               'with', (v_cur->'totals'->s.key->>'with')::numeric,
               'total', (v_cur->'totals'->s.key->>'total')::numeric,
               'compare_total', case when v_has_compare then (v_cmp->'totals'->s.key->>'total')::numeric end) as total
      from (values (1, 'revenue', 'Revenue and support'),
                   (2, 'releases', 'Net assets released from restrictions'),
                   (3, 'expenses', 'Expenses'),
                   (4, 'other', 'Other changes in net assets')) s(ord, key, title)
      -- Other changes appear only when something was posted straight to net assets.
      where s.key <> 'other' or exists (select 1 from merged m where m.section = 'other')
    )
    select json_build_object(
      'from', v_from, 'to', v_to,
      'compare_from', case when v_has_compare then p_compare_from end,
      'compare_to', case when v_has_compare then p_compare_to end,
      'sections', (select json_agg(json_build_object('key', s.key, 'title', s.title, 'lines', s.lines, 'total', s.total) order by s.ord) from sections s),
      'change_in_net_assets', private.report_with_compare(v_cur->'change', case when v_has_compare then v_cmp->'change' end),
      'net_assets_beginning', private.report_with_compare(v_cur->'beginning', case when v_has_compare then v_cmp->'beginning' end),
      'net_assets_end', private.report_with_compare(v_cur->'end', case when v_has_compare then v_cmp->'end' end)
    )
  );
end;
$$;


revoke execute on function private.report_scoped_totals(uuid, date, date, uuid, uuid) from public;
revoke execute on function private.report_net_assets_scoped(uuid, date, date, uuid, uuid) from public;
revoke execute on function private.report_activities_period_scoped(uuid, date, date, uuid, uuid) from public;
revoke execute on function public.report_statement_of_financial_position(uuid, date, date, uuid, uuid) from public, anon;
revoke execute on function public.report_statement_of_activities(uuid, date, date, date, date, uuid, uuid) from public, anon;
grant execute on function public.report_statement_of_financial_position(uuid, date, date, uuid, uuid) to authenticated, service_role;
grant execute on function public.report_statement_of_activities(uuid, date, date, date, date, uuid, uuid) to authenticated, service_role;
