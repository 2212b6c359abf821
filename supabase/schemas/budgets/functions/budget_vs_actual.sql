-- RPC: per revenue and expense account, the approved budgets of exactly this scope (fund and project
-- as given, null = the organization-wide budget) for the months that meet [p_from, p_to], against
-- the ledger's actual in that scope (null fund or project = all), with the variance.
-- docs/budgets.md calls it the contract; the report and a project's page read it. Members only.
create or replace function public.budget_vs_actual(
  p_organization_id uuid,
  p_from date,
  p_to date,
  p_fund_id uuid default null,
  p_project_id uuid default null
)
returns table (account_id uuid, account_code text, account_name text, category text, budget numeric, actual numeric,
               variance numeric, variance_percent numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  if p_from is null or p_to is null or p_to < p_from then
    raise exception 'Choose a period: a start date on or before the end date' using errcode = '22023';
  end if;
  return query
  with budgeted as (
    select l.account_id, sum(l.amount) as amount
    from public.budgets b
    join public.budget_line_items l on l.budget_id = b.id
    where b.organization_id = p_organization_id and b.status = 'approved'
      and b.fund_id is not distinct from p_fund_id and b.project_id is not distinct from p_project_id
      and b.start_date <= p_to and b.end_date >= date_trunc('month', p_from)::date
      and (b.start_date + make_interval(months => l.period_month - 1))::date between date_trunc('month', p_from)::date and p_to
    group by l.account_id
  ),
  actuals as (
    select d.account_id, sum(d.debit) as debit, sum(d.credit) as credit
    from private.ledger_daily_totals d
    where d.organization_id = p_organization_id and d.entry_date between p_from and p_to
      and (p_fund_id is null or d.fund_id = p_fund_id)
      and (p_project_id is null or d.project_id = p_project_id)
    group by d.account_id
  ),
  joined as (
    select a.id, a.code, a.name, a.category,
           coalesce(bu.amount, 0) as budget,
           coalesce(case when a.category = 'Revenue' then ac.credit - ac.debit else ac.debit - ac.credit end, 0) as actual
    from public.accounts a
    left join budgeted bu on bu.account_id = a.id
    left join actuals ac on ac.account_id = a.id
    where a.organization_id = p_organization_id and a.category in ('Revenue', 'Expenses')
      and (bu.account_id is not null or ac.account_id is not null)
  )
  select j.id, j.code, j.name, j.category, j.budget, j.actual, j.actual - j.budget,
         case when j.budget = 0 then null else round((j.actual - j.budget) / abs(j.budget) * 100, 1) end
  from joined j
  where j.budget <> 0 or j.actual <> 0
  order by case j.category when 'Revenue' then 0 else 1 end, j.code, j.name;
end;
$$;
revoke all on function public.budget_vs_actual(p_organization_id uuid, p_from date, p_to date, p_fund_id uuid, p_project_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.budget_vs_actual(p_organization_id uuid, p_from date, p_to date, p_fund_id uuid, p_project_id uuid) to authenticated, service_role;
