-- RPC: the Budget vs. Actuals report in one call: budget_vs_actual's rows plus the Revenue, Expenses
-- and Net totals summed here (the screen and its exports never add figures), and the approved
-- budgets of that scope that cover any of the period (none: the report's empty state). The answer
-- is a public.budget_report, its totals json keyed by category.
create or replace function public.budget_vs_actual_report(
  p_organization_id uuid,
  p_from date,
  p_to date,
  p_fund_id uuid default null,
  p_project_id uuid default null
)
returns public.budget_report
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- budget_vs_actual checks membership and the period.
  return (
    with r as materialized (
      select * from public.budget_vs_actual(p_organization_id, p_from, p_to, p_fund_id, p_project_id)
    ),
    t as (
      select r.category as key, sum(r.budget) as budget, sum(r.actual) as actual from r group by r.category
      union all
      select 'Net',
             coalesce(sum(r.budget) filter (where r.category = 'Revenue'), 0) - coalesce(sum(r.budget) filter (where r.category = 'Expenses'), 0),
             coalesce(sum(r.actual) filter (where r.category = 'Revenue'), 0) - coalesce(sum(r.actual) filter (where r.category = 'Expenses'), 0)
      from r
    )
    select row(
      p_from,
      p_to,
      array(
        select row(b.id, b.name, b.fiscal_year)::public.budget_report_budget
        from public.budgets b
        where b.organization_id = p_organization_id and b.status = 'approved'
          and b.fund_id is not distinct from p_fund_id and b.project_id is not distinct from p_project_id
          and b.start_date <= p_to and b.end_date >= date_trunc('month', p_from)::date
        order by b.start_date),
      array(
        select row(r.account_id, r.account_code, r.account_name, r.category, r.budget, r.actual, r.variance, r.variance_percent)::public.budget_report_row
        from r
        order by case r.category when 'Revenue' then 0 else 1 end, r.account_code, r.account_name),
      (select json_object_agg(t.key, json_build_object(
         'budget', t.budget, 'actual', t.actual, 'variance', t.actual - t.budget,
         'variance_percent', case when t.budget = 0 then null else round((t.actual - t.budget) / abs(t.budget) * 100, 1) end))
       from t)
    )::public.budget_report
  );
end;
$$;
revoke all on function public.budget_vs_actual_report(p_organization_id uuid, p_from date, p_to date, p_fund_id uuid, p_project_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.budget_vs_actual_report(p_organization_id uuid, p_from date, p_to date, p_fund_id uuid, p_project_id uuid) to authenticated, service_role;
