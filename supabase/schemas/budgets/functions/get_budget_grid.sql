-- RPC: the budget editor's grid: the budget, its months, per account the twelve amounts with last
-- year's actuals beside them, and the revenue and expense totals. Members only.
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
revoke all on function public.get_budget_grid(p_budget_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_budget_grid(p_budget_id uuid) to authenticated, service_role;
