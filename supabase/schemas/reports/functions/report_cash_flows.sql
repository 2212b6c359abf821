-- RPC for members: Statement of Cash Flows (indirect method) for [p_from, p_to] (default: the
-- fiscal year to date), optionally of one fund, beside the comparison period. A report table
-- (docs/reports.md): columns current (and compare), rows with a drill-down slice per cell.
-- 'balanced' says the net change in cash equals the sections' totals. Answers json, because the
-- report table's cells are keyed by its columns, which depend on the arguments:
--   {from, to, compare_from, compare_to,
--    columns: [{key, title}] (current[, compare]),
--    rows: [{key, label, kind: 'heading' | 'line' | 'subtotal' | 'total', indent,
--            values: {<column key>: number | null} ({} for a heading),
--            drill: {<column key>: <report_ledger_lines slice> | null} | null}],
--    cash_accounts: [uuid], ending_cash: number, balanced: boolean}
create or replace function public.report_cash_flows(
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
  v_cash uuid[];
begin
  perform private.require_member(p_organization_id);
  v_to := coalesce(p_to, private.today_for_organization(p_organization_id));
  v_from := coalesce(p_from, private.fiscal_year_start(p_organization_id, v_to));
  perform private.report_check_period(v_from, v_to, p_compare_from, p_compare_to);
  select coalesce(array_agg(c.account_id), '{}') into v_cash from private.cash_flow_accounts(p_organization_id) c where c.kind = 'cash';

  return (
    with accounts as materialized (
      select * from private.cash_flow_accounts(p_organization_id)
    ), sums as materialized (
      -- credits - debits per account: in the period, in the comparison period, and before each
      -- (for the cash at the beginning).
      select d.account_id,
             coalesce(sum(d.credit - d.debit) filter (where d.entry_date between v_from and v_to), 0) as cur,
             coalesce(sum(d.credit - d.debit) filter (where v_has_compare and d.entry_date between p_compare_from and p_compare_to), 0) as cmp,
             coalesce(sum(d.credit - d.debit) filter (where d.entry_date < v_from), 0) as before_cur,
             coalesce(sum(d.credit - d.debit) filter (where v_has_compare and d.entry_date < p_compare_from), 0) as before_cmp
      from private.ledger_daily_totals d
      where d.organization_id = p_organization_id
        and d.entry_date <= greatest(v_to, coalesce(p_compare_to, v_to))
        and (p_fund_id is null or d.fund_id = p_fund_id)
      group by d.account_id
    ), lines as (
      select a.account_id, a.code, a.name, a.kind, s.cur, s.cmp, s.before_cur, s.before_cmp
      from accounts a join sums s on s.account_id = a.account_id
    ), sections as (
      select k.ord, k.kind, k.title, k.total_title from (values
        (1, 'operating', 'Cash flows from operating activities', 'Net cash from operating activities'),
        (2, 'investing', 'Cash flows from investing activities', 'Net cash from investing activities'),
        (3, 'financing', 'Cash flows from financing activities', 'Net cash from financing activities')) k(ord, kind, title, total_title)
    ), change as (
      select coalesce(sum(l.cur) filter (where l.kind = 'net_assets'), 0) as cur,
             coalesce(sum(l.cmp) filter (where l.kind = 'net_assets'), 0) as cmp
      from lines l
    ), section_totals as (
      select k.kind,
             coalesce((select sum(l.cur) from lines l where l.kind = k.kind or (k.kind = 'operating' and l.kind = 'noncash')), 0)
               + case when k.kind = 'operating' then (select c.cur from change c) else 0 end as cur,
             coalesce((select sum(l.cmp) from lines l where l.kind = k.kind or (k.kind = 'operating' and l.kind = 'noncash')), 0)
               + case when k.kind = 'operating' then (select c.cmp from change c) else 0 end as cmp
      from sections k
    ), cash as (
      select -coalesce(sum(l.before_cur), 0) as begin_cur, -coalesce(sum(l.before_cur + l.cur), 0) as end_cur,
             -coalesce(sum(l.before_cmp), 0) as begin_cmp, -coalesce(sum(l.before_cmp + l.cmp), 0) as end_cmp
      from lines l where l.kind = 'cash'
    ), body as (
      -- (ord, sub, key, label, kind, indent, cur, cmp, drill accounts, drill categories, drill sign, from/to kind)
      select k.ord * 10 as ord, 0 as sub, k.kind || ':heading' as key, k.title as label, 'heading' as kind, 0 as indent,
             null::numeric as cur, null::numeric as cmp, null::uuid[] as accounts, null::text[] as categories, null::text as sign, 'period' as span
      from sections k
      union all
      select 10, 1, 'change', 'Change in net assets', 'line', 1, c.cur, c.cmp, null, array['Net Assets', 'Revenue', 'Expenses'], 'credit', 'period'
      from change c
      union all
      select 10, 2, 'adjustments:heading', 'Adjustments to reconcile the change in net assets to net cash from operating activities', 'heading', 1,
             null, null, null, null, null, 'period'
      where exists (select 1 from lines l where l.kind in ('operating', 'noncash') and (l.cur <> 0 or l.cmp <> 0))
      union all
      select 10, 3, l.account_id::text, case when l.kind = 'noncash' then l.name || ' (non-cash)' else 'Change in ' || l.code || ' ' || l.name end,
             'line', 2, l.cur, l.cmp, array[l.account_id], null, 'credit', 'period'
      from lines l where l.kind in ('noncash', 'operating') and (l.cur <> 0 or l.cmp <> 0)
      union all
      select k.ord * 10, 3, l.account_id::text, l.code || ' ' || l.name, 'line', 1, l.cur, l.cmp, array[l.account_id], null, 'credit', 'period'
      from sections k join lines l on l.kind = k.kind
      where k.kind <> 'operating' and (l.cur <> 0 or l.cmp <> 0)
      union all
      select k.ord * 10, 9, k.kind || ':total', k.total_title, 'subtotal', 1, t.cur, t.cmp,
             (select array_agg(l.account_id) from lines l where l.kind = k.kind or (k.kind = 'operating' and l.kind in ('noncash', 'net_assets'))),
             null, 'credit', 'period'
      from sections k join section_totals t on t.kind = k.kind
      union all
      select 40, 1, 'net_change', 'Net change in cash', 'subtotal', 0, c.end_cur - c.begin_cur, c.end_cmp - c.begin_cmp, v_cash, null, 'debit', 'period'
      from cash c
      union all
      select 40, 2, 'cash_beginning', 'Cash at the beginning of the period', 'line', 0, c.begin_cur, c.begin_cmp, v_cash, null, 'debit', 'begin'
      from cash c
      union all
      select 40, 3, 'cash_end', 'Cash at the end of the period', 'total', 0, c.end_cur, c.end_cmp, v_cash, null, 'debit', 'end'
      from cash c
    )
    select json_build_object(
      'from', v_from, 'to', v_to,
      'compare_from', case when v_has_compare then p_compare_from end,
      'compare_to', case when v_has_compare then p_compare_to end,
      'columns', (select json_agg(c.col order by c.ord) from (
          select 1 as ord, json_build_object('key', 'current', 'title', v_from || ' – ' || v_to) as col
          union all select 2, json_build_object('key', 'compare', 'title', p_compare_from || ' – ' || p_compare_to) where v_has_compare) c),
      'rows', (select json_agg(json_build_object(
                 'key', b.key, 'label', b.label, 'kind', b.kind, 'indent', b.indent,
                 'values', case when b.kind = 'heading' then json_build_object()
                                else json_build_object('current', b.cur, 'compare', case when v_has_compare then b.cmp end) end,
                 'drill', case when b.kind = 'heading' or (b.accounts is null and b.categories is null) then null else json_build_object(
                   'current', private.report_slice(b.accounts, b.categories,
                                case b.span when 'period' then v_from end,
                                case b.span when 'begin' then v_from - 1 else v_to end, p_fund_id, null, null, null, false, b.sign),
                   'compare', case when v_has_compare then private.report_slice(b.accounts, b.categories,
                                case b.span when 'period' then p_compare_from end,
                                case b.span when 'begin' then p_compare_from - 1 else p_compare_to end, p_fund_id, null, null, null, false, b.sign) end) end)
               order by b.ord, b.sub, b.label) from body b),
      'cash_accounts', (select coalesce(json_agg(a.account_id), '[]'::json) from accounts a where a.kind = 'cash'),
      'ending_cash', (select c.end_cur from cash c),
      'balanced', (select c.end_cur - c.begin_cur from cash c) = (select coalesce(sum(t.cur), 0) from section_totals t)
    )
  );
end;
$$;
revoke all on function public.report_cash_flows(p_organization_id uuid, p_from date, p_to date, p_compare_from date, p_compare_to date, p_fund_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.report_cash_flows(p_organization_id uuid, p_from date, p_to date, p_compare_from date, p_compare_to date, p_fund_id uuid) to authenticated, service_role;
