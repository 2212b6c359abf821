-- RPC: one budget, in any status, against the ledger in its scope: per account 18 cells (months 1-12,
-- quarters, year to date, year) plus Revenue, Expenses and Net totals; p_as_of (default today,
-- kept within the budget's year) sets the year to date. The answer is a public.budget_variance_grid,
-- its totals json keyed by category. Members only.
create or replace function public.budget_vs_actual_grid(p_budget_id uuid, p_as_of date default null)
returns public.budget_variance_grid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
  v_as_of date;
  v_ytd_months integer;
begin
  select * into v_budget from public.budgets b where b.id = p_budget_id;
  if not found or not public.is_org_member(v_budget.organization_id) then
    raise exception 'Budget not found' using errcode = 'PT404';
  end if;
  v_as_of := least(greatest(coalesce(p_as_of, private.today_for_organization(v_budget.organization_id)), v_budget.start_date - 1), v_budget.end_date);
  -- Months of the year through the as-of date (0 before the year starts).
  v_ytd_months := case when v_as_of < v_budget.start_date then 0 else
    (extract(year from v_as_of)::int * 12 + extract(month from v_as_of)::int)
    - (extract(year from v_budget.start_date)::int * 12 + extract(month from v_budget.start_date)::int) + 1 end;
  return (
    with actual_days as materialized (
      select d.account_id, d.entry_date,
             case when a.category = 'Revenue' then d.credit - d.debit else d.debit - d.credit end as amount
      from private.ledger_daily_totals d
      join public.accounts a on a.id = d.account_id and a.category in ('Revenue', 'Expenses')
      where d.organization_id = v_budget.organization_id and d.entry_date between v_budget.start_date and v_budget.end_date
        and (v_budget.fund_id is null or d.fund_id = v_budget.fund_id)
        and (v_budget.project_id is null or d.project_id = v_budget.project_id)
    ),
    actual_months as (
      select x.account_id,
             ((extract(year from x.entry_date)::int * 12 + extract(month from x.entry_date)::int)
              - (extract(year from v_budget.start_date)::int * 12 + extract(month from v_budget.start_date)::int) + 1) as m,
             sum(x.amount) as amount
      from actual_days x group by 1, 2
    ),
    ytd_actual as (
      select x.account_id, sum(x.amount) as amount from actual_days x where x.entry_date <= v_as_of group by 1
    ),
    accts as (
      select a.id, a.code, a.name, a.category from public.accounts a
      where a.id in (select l.account_id from public.budget_line_items l where l.budget_id = p_budget_id
                     union select am.account_id from actual_months am where am.amount <> 0)
    ),
    cells as (
      select ac.id as account_id, m.m,
             coalesce((select sum(l.amount) from public.budget_line_items l where l.budget_id = p_budget_id and l.account_id = ac.id and l.period_month = m.m), 0) as budget,
             coalesce((select am.amount from actual_months am where am.account_id = ac.id and am.m = m.m), 0) as actual
      from accts ac cross join generate_series(1, 12) m(m)
    ),
    -- Periods: months 1-12, quarters 13-16, year to date 17, year 18 (budget to date = whole months
    -- through the as-of month; actual to date = days through the as-of date).
    periods as (
      select c.account_id, c.m as p, c.budget, c.actual from cells c
      union all
      select c.account_id, 12 + (c.m - 1) / 3 + 1, sum(c.budget), sum(c.actual) from cells c group by 1, 2
      union all
      select c.account_id, 17, coalesce(sum(c.budget) filter (where c.m <= v_ytd_months), 0),
             coalesce((select y.amount from ytd_actual y where y.account_id = c.account_id), 0)
      from cells c group by 1
      union all
      select c.account_id, 18, sum(c.budget), sum(c.actual) from cells c group by 1
    ),
    totals as (
      select ac.category as key, p.p, sum(p.budget) as budget, sum(p.actual) as actual
      from periods p join accts ac on ac.id = p.account_id group by 1, 2
    ),
    net as (
      select 'Net' as key, p.p,
             coalesce(sum(p.budget) filter (where p.key = 'Revenue'), 0) - coalesce(sum(p.budget) filter (where p.key = 'Expenses'), 0) as budget,
             coalesce(sum(p.actual) filter (where p.key = 'Revenue'), 0) - coalesce(sum(p.actual) filter (where p.key = 'Expenses'), 0) as actual
      from totals p group by 2
    ),
    cell_rows as (
      select p.account_id, array_agg(row(
               p.budget::text, p.actual::text, (p.actual - p.budget)::text,
               case when p.budget = 0 then null else round((p.actual - p.budget) / abs(p.budget) * 100, 1) end)::public.budget_variance_cell
             order by p.p) as cells
      from periods p group by 1
    ),
    total_json as (
      select t.key, json_agg(json_build_object(
               'budget', t.budget::text, 'actual', t.actual::text, 'variance', (t.actual - t.budget)::text,
               'variance_percent', case when t.budget = 0 then null else round((t.actual - t.budget) / abs(t.budget) * 100, 1) end)
             order by t.p) as cells
      from (select * from totals union all select * from net) t group by 1
    )
    select row(
      p_budget_id,
      v_as_of,
      v_ytd_months,
      array(select (v_budget.start_date + make_interval(months => m))::date from generate_series(0, 11) m order by m),
      array(
        select row(ac.id, ac.code, ac.name, ac.category, cr.cells)::public.budget_variance_row
        from accts ac join cell_rows cr on cr.account_id = ac.id
        order by case ac.category when 'Revenue' then 0 else 1 end, ac.code, ac.name),
      coalesce((select json_object_agg(t.key, t.cells) from total_json t), '{}'::json)
    )::public.budget_variance_grid
  );
end;
$$;
revoke all on function public.budget_vs_actual_grid(p_budget_id uuid, p_as_of date) from public, anon, authenticated, service_role;
grant execute on function public.budget_vs_actual_grid(p_budget_id uuid, p_as_of date) to authenticated, service_role;
