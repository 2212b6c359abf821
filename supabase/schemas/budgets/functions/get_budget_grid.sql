-- RPC: the budget editor's grid: the budget, its months, per account the twelve amounts with last
-- year's actuals beside them, and the revenue and expense totals (a public.budget_grid). Members
-- only.
create or replace function public.get_budget_grid(p_budget_id uuid)
returns public.budget_grid
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
    raise exception 'Budget not found' using errcode = 'PT404';
  end if;
  v_last_start := (v_budget.start_date - interval '1 year')::date;
  return (
    with last_year as materialized (
      select * from private.budget_actuals_by_month(v_budget.organization_id, v_last_start, v_budget.fund_id, v_budget.project_id)
    ),
    accounts as (
      select distinct l.account_id from public.budget_line_items l where l.budget_id = p_budget_id
    )
    select row(
      row(v_budget.id, v_budget.name, v_budget.fiscal_year, v_budget.start_date, v_budget.end_date, v_budget.status, v_budget.version,
          v_budget.notes, v_budget.fund_id, (select f.name from public.funds f where f.id = v_budget.fund_id),
          v_budget.project_id, (select p.name from public.projects p where p.id = v_budget.project_id),
          private.fiscal_year_label(v_budget.start_date, v_budget.end_date),
          v_budget.approved_at, v_budget.updated_at)::public.budget_grid_budget,
      array(select (v_budget.start_date + make_interval(months => m))::date from generate_series(0, 11) m order by m),
      array(
        select row(a.id, a.code, a.name, a.category,
                   array(select (select coalesce(sum(l.amount), 0) from public.budget_line_items l
                                 where l.budget_id = p_budget_id and l.account_id = a.id and l.period_month = m.m)::text
                         from generate_series(1, 12) m(m) order by m.m),
                   (select coalesce(sum(l.amount), 0)::text from public.budget_line_items l where l.budget_id = p_budget_id and l.account_id = a.id),
                   array(select coalesce(y.amount, 0)::text
                         from generate_series(1, 12) m(m)
                         left join last_year y on y.account_id = a.id and y.period_month = m.m
                         order by m.m),
                   (select coalesce(sum(y.amount), 0)::text from last_year y where y.account_id = a.id))::public.budget_grid_row
        from accounts x join public.accounts a on a.id = x.account_id
        order by a.category desc, a.code, a.name),
      row(
        (select coalesce(sum(l.amount), 0)::text from public.budget_line_items l join public.accounts a on a.id = l.account_id
         where l.budget_id = p_budget_id and a.category = 'Revenue'),
        (select coalesce(sum(l.amount), 0)::text from public.budget_line_items l join public.accounts a on a.id = l.account_id
         where l.budget_id = p_budget_id and a.category = 'Expenses'))::public.budget_grid_totals
    )::public.budget_grid
  );
end;
$$;
revoke all on function public.get_budget_grid(p_budget_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_budget_grid(p_budget_id uuid) to authenticated, service_role;
