-- RPC: a new draft for p_fiscal_year from the previous year's actuals in the same scope, each month
-- grown by p_percent. Every account with activity that year gets all twelve months (0 where a month
-- had none). Owners, admins and members (create_budget checks).
create or replace function public.create_budget_from_actuals(
  p_organization_id uuid,
  p_name text,
  p_fiscal_year integer,
  p_fund_id uuid default null,
  p_project_id uuid default null,
  p_percent numeric default 0
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_factor numeric := 1 + coalesce(p_percent, 0) / 100;
begin
  if coalesce(p_percent, 0) not between -100 and 1000 then
    raise exception 'The change must be between -100%% and +1000%%' using errcode = '22023';
  end if;
  v_id := public.create_budget(p_organization_id, p_name, p_fiscal_year, p_fund_id, p_project_id,
    format('From FY %s actuals%s', p_fiscal_year - 1, case when coalesce(p_percent, 0) <> 0 then format(' %s%s%%', case when p_percent > 0 then '+' else '' end, p_percent) else '' end));
  insert into public.budget_line_items (organization_id, budget_id, account_id, period_month, amount)
  select p_organization_id, v_id, acc.account_id, m.m::smallint, round(coalesce(x.amount, 0) * v_factor, 2)
  from (select distinct a.account_id from private.budget_actuals_by_month(p_organization_id,
          private.fiscal_year_start(p_organization_id, p_fiscal_year - 1), p_fund_id, p_project_id) a where a.amount <> 0) acc
  cross join generate_series(1, 12) as m(m)
  left join private.budget_actuals_by_month(p_organization_id, private.fiscal_year_start(p_organization_id, p_fiscal_year - 1),
          p_fund_id, p_project_id) x on x.account_id = acc.account_id and x.period_month = m.m
  order by 3, 4;
  return v_id;
end;
$$;
revoke all on function public.create_budget_from_actuals(p_organization_id uuid, p_name text, p_fiscal_year integer, p_fund_id uuid, p_project_id uuid, p_percent numeric) from public, anon, authenticated, service_role;
grant execute on function public.create_budget_from_actuals(p_organization_id uuid, p_name text, p_fiscal_year integer, p_fund_id uuid, p_project_id uuid, p_percent numeric) to authenticated, service_role;
