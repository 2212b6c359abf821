-- RPC for members: this fiscal year's approved organization-wide budget against the ledger, to
-- date: the same definitions as get_dashboard_summary's `budget` (today in the organization's time
-- zone, the fiscal year from its start month, budget months whose first day is on or before
-- today, actuals from the daily totals from the fiscal year's first day through today), plus the
-- variance (actual - budget to date), its percent of the budget (one decimal, null at a zero
-- budget) and whether it is favourable (revenue at or over budget, expenses at or under).
-- `budget` is null without one. The answer is a public.dashboard_budget.
create or replace function public.get_dashboard_budget(p_organization_id uuid)
returns public.dashboard_budget
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_settings public.organization_settings;
  v_today date;
  v_fy_start date;
  v_result public.dashboard_budget;
begin
  perform private.require_member(p_organization_id);
  select * into v_settings from public.organization_settings s where s.organization_id = p_organization_id;
  v_today := private.today_for_organization(p_organization_id);
  v_fy_start := make_date(
    extract(year from v_today)::int - case when extract(month from v_today)::int < coalesce(v_settings.fiscal_year_start_month, 1) then 1 else 0 end,
    coalesce(v_settings.fiscal_year_start_month, 1)::int, 1);
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
  amounts as (
    select 'revenue' as kind, y.revenue as budget_year, y.revenue_to_date as budget_to_date, x.revenue as actual_to_date
    from year_budget y, actual x
    union all
    select 'expenses', y.expenses, y.expenses_to_date, x.expenses from year_budget y, actual x
  ),
  lines as (
    select m.kind,
           row(m.budget_year, m.budget_to_date, m.actual_to_date, m.actual_to_date - m.budget_to_date,
               case when m.budget_to_date <> 0 then round((m.actual_to_date - m.budget_to_date) / abs(m.budget_to_date) * 100, 1) end,
               case when m.kind = 'revenue' then m.actual_to_date >= m.budget_to_date else m.actual_to_date <= m.budget_to_date end
           )::public.dashboard_budget_line as line
    from amounts m
  )
  select p_organization_id, v_today,
         row(v_fy_start, (v_fy_start + interval '1 year' - interval '1 day')::date)::public.dashboard_budget_fiscal_year,
         (select row(y.id, y.name, y.fiscal_year, y.start_date, y.end_date,
                     row((select l.line from lines l where l.kind = 'revenue'),
                         (select l.line from lines l where l.kind = 'expenses'))::public.dashboard_budget_lines
                 )::public.dashboard_budget_plan
          from year_budget y)
  into v_result;
  return v_result;
end;
$$;
revoke all on function public.get_dashboard_budget(p_organization_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_dashboard_budget(p_organization_id uuid) to authenticated, service_role;
