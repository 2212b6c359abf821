-- RPC for members: Fund Balance Report for [p_from, p_to] (default: the fiscal year to date): per
-- fund, grouped by class, the beginning balance, revenue, expenses, releases, transfers and ending
-- balance, with the ending balances at p_compare_to beside it. A fund is shown when active or when
-- it has a figure. Answers json, a report table (docs/reports.md), because its cells are keyed by
-- its columns, which depend on the arguments (compare_ending only with p_compare_to):
--   {from, to, compare_to,
--    columns: [{key, title}] (beginning, revenue, expenses, releases, transfers, ending[, compare_ending]),
--    rows: [{key, label, kind: 'heading' | 'line' | 'subtotal' | 'total', indent,
--            values: {<column key>: number | null} ({} for a heading),
--            drill: {<column key>: <report_ledger_lines slice> | null} (not on headings)}]}
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
revoke all on function public.report_fund_balances(p_organization_id uuid, p_from date, p_to date, p_compare_to date) from public, anon, authenticated, service_role;
grant execute on function public.report_fund_balances(p_organization_id uuid, p_from date, p_to date, p_compare_to date) to authenticated, service_role;
