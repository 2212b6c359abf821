-- RPC: the Budget vs. Actuals report in one call: budget_vs_actual's rows plus the Revenue, Expenses
-- and Net totals summed here (the screen and its exports never add figures), and the approved
-- budgets of that scope that cover any of the period (none: the report's empty state).
create or replace function public.budget_vs_actual_report(
  p_organization_id uuid,
  p_from date,
  p_to date,
  p_fund_id uuid default null,
  p_project_id uuid default null
)
returns json
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
    select json_build_object(
      'from', p_from,
      'to', p_to,
      'budgets', coalesce((
        select json_agg(json_build_object('id', b.id, 'name', b.name, 'fiscal_year', b.fiscal_year) order by b.start_date)
        from public.budgets b
        where b.organization_id = p_organization_id and b.status = 'approved'
          and b.fund_id is not distinct from p_fund_id and b.project_id is not distinct from p_project_id
          and b.start_date <= p_to and b.end_date >= date_trunc('month', p_from)::date), '[]'::json),
      'rows', coalesce((select json_agg(json_build_object(
                 'account_id', r.account_id, 'account_code', r.account_code, 'account_name', r.account_name, 'category', r.category,
                 'budget', r.budget, 'actual', r.actual, 'variance', r.variance, 'variance_percent', r.variance_percent)
               order by case r.category when 'Revenue' then 0 else 1 end, r.account_code, r.account_name) from r), '[]'::json),
      'totals', (select json_object_agg(t.key, json_build_object(
                   'budget', t.budget, 'actual', t.actual, 'variance', t.actual - t.budget,
                   'variance_percent', case when t.budget = 0 then null else round((t.actual - t.budget) / abs(t.budget) * 100, 1) end))
                 from t)
    )
  );
end;
$$;
revoke all on function public.budget_vs_actual_report(p_organization_id uuid, p_from date, p_to date, p_fund_id uuid, p_project_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.budget_vs_actual_report(p_organization_id uuid, p_from date, p_to date, p_fund_id uuid, p_project_id uuid) to authenticated, service_role;
