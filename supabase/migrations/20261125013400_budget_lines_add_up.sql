-- Budget lines: two lines of one account and month ADD UP instead of being refused. The screen and
-- the RPCs always write one line per (budget, account, month) (save_budget_grid replaces the grid
-- whole), but a row-level API insert may add another (the RLS matrix copies a row); refusing it
-- gained nothing, so the unique constraint goes and every reader sums by month.
alter table public.budget_line_items drop constraint budget_line_items_one_per_month;
create index budget_line_items_budget_account_idx on public.budget_line_items (budget_id, account_id, period_month);

create or replace function public.get_budget_grid(p_budget_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
  v_last_start date;
begin
  select * into v_budget from public.budgets b where b.id = p_budget_id;
  if not found or not public.is_org_member(v_budget.organization_id) then
    raise exception 'Budget not found' using errcode = 'P0002';
  end if;
  v_last_start := (v_budget.start_date - interval '1 year')::date;
  return (
    with last_year as materialized (
      select * from private.budget_actuals_by_month(v_budget.organization_id, v_last_start, v_budget.fund_id, v_budget.project_id)
    ),
    accounts as (
      select distinct l.account_id from public.budget_line_items l where l.budget_id = p_budget_id
    )
    select json_build_object(
      'budget', (select json_build_object(
          'id', v_budget.id, 'name', v_budget.name, 'fiscal_year', v_budget.fiscal_year, 'start_date', v_budget.start_date,
          'end_date', v_budget.end_date, 'status', v_budget.status, 'version', v_budget.version, 'notes', v_budget.notes,
          'fund_id', v_budget.fund_id, 'fund_name', (select f.name from public.funds f where f.id = v_budget.fund_id),
          'project_id', v_budget.project_id, 'project_name', (select p.name from public.projects p where p.id = v_budget.project_id),
          'fiscal_year_label', private.fiscal_year_label(v_budget.start_date, v_budget.end_date),
          'approved_at', v_budget.approved_at, 'updated_at', v_budget.updated_at)),
      'months', (select json_agg((v_budget.start_date + make_interval(months => m))::date order by m) from generate_series(0, 11) m),
      'rows', coalesce((
        select json_agg(json_build_object(
                 'account_id', a.id, 'account_code', a.code, 'account_name', a.name, 'category', a.category,
                 'months', (select json_agg((select coalesce(sum(l.amount), 0) from public.budget_line_items l
                                             where l.budget_id = p_budget_id and l.account_id = a.id and l.period_month = m.m)::text order by m.m)
                            from generate_series(1, 12) m(m)),
                 'total', (select coalesce(sum(l.amount), 0)::text from public.budget_line_items l where l.budget_id = p_budget_id and l.account_id = a.id),
                 'last_year', (select json_agg(coalesce(y.amount, 0)::text order by m.m)
                               from generate_series(1, 12) m(m)
                               left join last_year y on y.account_id = a.id and y.period_month = m.m),
                 'last_year_total', (select coalesce(sum(y.amount), 0)::text from last_year y where y.account_id = a.id))
               order by a.category desc, a.code, a.name)
        from accounts x join public.accounts a on a.id = x.account_id), '[]'::json),
      'totals', json_build_object(
        'revenue', (select coalesce(sum(l.amount), 0)::text from public.budget_line_items l join public.accounts a on a.id = l.account_id
                    where l.budget_id = p_budget_id and a.category = 'Revenue'),
        'expenses', (select coalesce(sum(l.amount), 0)::text from public.budget_line_items l join public.accounts a on a.id = l.account_id
                     where l.budget_id = p_budget_id and a.category = 'Expenses'))
    )
  );
end;
$$;

create or replace function public.budget_vs_actual_grid(p_budget_id uuid, p_as_of date default null)
returns json
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
    raise exception 'Budget not found' using errcode = 'P0002';
  end if;
  v_as_of := least(greatest(coalesce(p_as_of, current_date), v_budget.start_date - 1), v_budget.end_date);
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
    cell_json as (
      select p.account_id, json_agg(json_build_object(
               'budget', p.budget::text, 'actual', p.actual::text, 'variance', (p.actual - p.budget)::text,
               'variance_percent', case when p.budget = 0 then null else round((p.actual - p.budget) / abs(p.budget) * 100, 1) end)
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
    select json_build_object(
      'budget_id', p_budget_id,
      'as_of', v_as_of,
      'ytd_months', v_ytd_months,
      'months', (select json_agg((v_budget.start_date + make_interval(months => m))::date order by m) from generate_series(0, 11) m),
      'rows', coalesce((
        select json_agg(json_build_object('account_id', ac.id, 'account_code', ac.code, 'account_name', ac.name,
                                          'category', ac.category, 'cells', cj.cells)
               order by case ac.category when 'Revenue' then 0 else 1 end, ac.code, ac.name)
        from accts ac join cell_json cj on cj.account_id = ac.id), '[]'::json),
      'totals', coalesce((select json_object_agg(t.key, t.cells) from total_json t), '{}'::json)
    )
  );
end;
$$;
