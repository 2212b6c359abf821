-- Actuals of revenue and expense accounts per fiscal month (1-12) of the year starting p_start, in
-- the account's natural direction, from the kept daily totals (never the raw lines); a null fund or
-- project means all.
create or replace function private.budget_actuals_by_month(p_organization_id uuid, p_start date, p_fund_id uuid, p_project_id uuid)
returns table (account_id uuid, period_month smallint, amount numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select d.account_id,
         ((extract(year from d.entry_date)::int * 12 + extract(month from d.entry_date)::int)
           - (extract(year from p_start)::int * 12 + extract(month from p_start)::int) + 1)::smallint,
         sum(case when a.category = 'Revenue' then d.credit - d.debit else d.debit - d.credit end)
  from private.ledger_daily_totals d
  join public.accounts a on a.id = d.account_id and a.category in ('Revenue', 'Expenses')
  where d.organization_id = p_organization_id
    and d.entry_date between p_start and (p_start + interval '1 year' - interval '1 day')::date
    and (p_fund_id is null or d.fund_id = p_fund_id)
    and (p_project_id is null or d.project_id = p_project_id)
  group by 1, 2
$$;
revoke all on function private.budget_actuals_by_month(p_organization_id uuid, p_start date, p_fund_id uuid, p_project_id uuid) from public, anon, authenticated, service_role;
