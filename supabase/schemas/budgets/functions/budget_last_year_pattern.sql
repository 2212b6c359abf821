-- RPC: last fiscal year's monthly actuals of one account in a budget's scope, for an account added
-- to the grid, so "spread by last year's pattern" works for it too: twelve amounts as text, the
-- fiscal year's first month first. Members only.
create or replace function public.budget_last_year_pattern(p_budget_id uuid, p_account_id uuid)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
begin
  select * into v_budget from public.budgets b where b.id = p_budget_id;
  if not found or not public.is_org_member(v_budget.organization_id) then
    raise exception 'Budget not found' using errcode = 'PT404';
  end if;
  return (
    select array_agg(coalesce(y.amount, 0)::text order by m.m)
    from generate_series(1, 12) m(m)
    left join private.budget_actuals_by_month(v_budget.organization_id, (v_budget.start_date - interval '1 year')::date,
      v_budget.fund_id, v_budget.project_id) y on y.account_id = p_account_id and y.period_month = m.m);
end;
$$;
revoke all on function public.budget_last_year_pattern(p_budget_id uuid, p_account_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.budget_last_year_pattern(p_budget_id uuid, p_account_id uuid) to authenticated, service_role;
