-- The payroll liabilities of an organization per agency, item, period (the month of the runs' pay
-- dates) and fund: accrued by approved and paid runs (private.payroll_run_liability_items, which the
-- approval entries credit to Accrued Payroll Liabilities) and paid by liability payments. For
-- public.payroll_liabilities and public.pay_payroll_liabilities, which check the caller. With
-- p_period (a month's first day), only that month: a payment reads the items it pays without
-- pricing every run the organization ever approved.
create or replace function private.payroll_liability_balances(p_organization_id uuid, p_period date default null)
returns table (agency text, item text, paid_by text, kind text, period date, fund_id uuid, accrued numeric, paid numeric)
language sql
stable
security definer
set search_path = ''
as $$
  with accrued as (
    select x.agency, x.item, x.paid_by, x.kind, date_trunc('month', r.pay_date)::date as period, x.fund_id, sum(x.amount) as amount
    from public.payroll_runs r
    cross join lateral private.payroll_run_liability_items(r.id) x
    where r.organization_id = p_organization_id and r.status in ('approved', 'paid') and r.journal_entry_id is not null
      and (p_period is null or (r.pay_date >= p_period and r.pay_date < (p_period + interval '1 month')::date))
    group by 1, 2, 3, 4, 5, 6
  ), paid as (
    select pl.agency, pl.item, pl.period, pl.fund_id, sum(pl.amount) as amount
    from public.payroll_liability_payment_lines pl
    where pl.organization_id = p_organization_id and (p_period is null or pl.period = p_period)
    group by 1, 2, 3, 4
  )
  select coalesce(a.agency, p.agency), coalesce(a.item, p.item), coalesce(a.paid_by, 'employee'), coalesce(a.kind, 'tax'),
         coalesce(a.period, p.period), coalesce(a.fund_id, p.fund_id), coalesce(a.amount, 0), coalesce(p.amount, 0)
  from accrued a
  full join paid p on p.agency = a.agency and p.item = a.item and p.period = a.period and p.fund_id = a.fund_id
$$;
revoke all on function private.payroll_liability_balances(p_organization_id uuid, p_period date) from public, anon, authenticated, service_role;
