-- RPC for members: the dashboard's figures in one call, as of today in the organization's time
-- zone: cash on hand per cash account, this fiscal year's revenue and expenses, net assets by
-- class and fund, the last twelve months' revenue and expenses, this year's organization-wide
-- budget to date, the eight latest posted entries, and the spending of the active, planned and
-- on-hold projects against their approved budgets (else their own budget figure). Everything but
-- the latest entries is read from the kept daily totals. The answer is a public.dashboard_summary.
create or replace function public.get_dashboard_summary(p_organization_id uuid)
returns public.dashboard_summary
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_settings public.organization_settings;
  v_today date;
  v_fy_start date;
  v_series_start date;
  v_window_start date;
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  select * into v_settings from public.organization_settings s where s.organization_id = p_organization_id;
  v_today := private.today_for_organization(p_organization_id);
  v_fy_start := make_date(
    extract(year from v_today)::int - case when extract(month from v_today)::int < coalesce(v_settings.fiscal_year_start_month, 1) then 1 else 0 end,
    coalesce(v_settings.fiscal_year_start_month, 1)::int, 1);
  v_series_start := (date_trunc('month', v_today) - interval '11 months')::date;
  -- Revenue and expenses are needed from whichever comes first: the chart's window or the fiscal year.
  v_window_start := least(v_series_start, v_fy_start);

  return (
    with accounts as materialized (
      select a.id, a.code, a.name, a.category, a.is_placeholder,
             private.is_cash_account(a, at.name, v_settings.default_cash_account_id) as is_cash
      from public.accounts a
      left join public.account_types at on at.id = a.account_type_id
      where a.organization_id = p_organization_id
    ),
    -- All-time balances (through today) per account, fund and project: one pass over the totals.
    balances as materialized (
      select d.account_id, d.fund_id, d.project_id, sum(d.debit) as debit, sum(d.credit) as credit
      from private.ledger_daily_totals d
      where d.organization_id = p_organization_id and d.entry_date <= v_today
      group by d.account_id, d.fund_id, d.project_id
    ),
    -- Revenue and expenses per month of the window (through today): the chart and the fiscal year.
    income_by_month as materialized (
      select date_trunc('month', d.entry_date)::date as month,
             coalesce(sum(d.credit - d.debit) filter (where a.category = 'Revenue'), 0) as revenue,
             coalesce(sum(d.debit - d.credit) filter (where a.category = 'Expenses'), 0) as expenses,
             coalesce(sum(d.credit - d.debit) filter (where a.category = 'Revenue' and d.entry_date >= v_fy_start), 0) as fy_revenue,
             coalesce(sum(d.debit - d.credit) filter (where a.category = 'Expenses' and d.entry_date >= v_fy_start), 0) as fy_expenses
      from private.ledger_daily_totals d
      join accounts a on a.id = d.account_id
      where d.organization_id = p_organization_id and d.entry_date between v_window_start and v_today
        and a.category in ('Revenue', 'Expenses')
      group by 1
    ),
    fund_balances as (
      select f.id, f.name, f.code, f.restriction, f.is_active, coalesce(b.balance, 0) as balance
      from public.funds f
      left join (
        select b.fund_id, sum(b.credit - b.debit) as balance
        from balances b join accounts a on a.id = b.account_id
        where a.category in ('Net Assets', 'Revenue', 'Expenses')
        group by b.fund_id
      ) b on b.fund_id = f.id
      where f.organization_id = p_organization_id
    ),
    cash_accounts as (
      select a.id, a.code, a.name, coalesce(sum(b.debit - b.credit), 0) as balance
      from accounts a
      left join balances b on b.account_id = a.id
      where a.is_cash and not a.is_placeholder
      group by a.id, a.code, a.name
    ),
    project_spent as (
      select b.project_id, sum(b.debit - b.credit) as spent
      from balances b join accounts a on a.id = b.account_id
      where b.project_id is not null and a.category = 'Expenses'
      group by b.project_id
    ),
    approved_project_budgets as (
      select b.project_id, sum(l.amount) as amount
      from public.budgets b
      join public.budget_line_items l on l.budget_id = b.id
      join accounts a on a.id = l.account_id and a.category = 'Expenses'
      where b.organization_id = p_organization_id and b.status = 'approved' and b.project_id is not null
      group by b.project_id
    ),
    -- This fiscal year's approved organization-wide budget, whole year and months through this one.
    year_budget as (
      select b.id, b.name,
             coalesce(sum(l.amount) filter (where a.category = 'Revenue'), 0) as revenue,
             coalesce(sum(l.amount) filter (where a.category = 'Expenses'), 0) as expenses,
             coalesce(sum(l.amount) filter (where a.category = 'Revenue' and (b.start_date + make_interval(months => l.period_month - 1))::date <= v_today), 0) as revenue_to_date,
             coalesce(sum(l.amount) filter (where a.category = 'Expenses' and (b.start_date + make_interval(months => l.period_month - 1))::date <= v_today), 0) as expenses_to_date
      from public.budgets b
      left join public.budget_line_items l on l.budget_id = b.id
      left join accounts a on a.id = l.account_id
      where b.organization_id = p_organization_id and b.status = 'approved' and b.fund_id is null and b.project_id is null
        and v_today between b.start_date and b.end_date
      group by b.id, b.name
    ),
    months as (
      select m::date as month from generate_series(v_series_start, date_trunc('month', v_today)::date, interval '1 month') m
    ),
    recent as (
      select e.id, e.entry_date, e.description, e.reference, e.source_type, e.created_at,
             (select coalesce(sum(l.debit), 0) from public.journal_entry_lines l where l.journal_entry_id = e.id) as amount,
             (select coalesce(sum(l.debit - l.credit), 0)
                from public.journal_entry_lines l join accounts a on a.id = l.account_id
               where l.journal_entry_id = e.id and a.is_cash) as cash_change
      from public.journal_entries e
      where e.organization_id = p_organization_id and e.status = 'posted' and e.entry_date <= v_today
      order by e.entry_date desc, e.created_at desc, e.id
      limit 8
    )
    select row(
      p_organization_id,
      v_today,
      coalesce(v_settings.currency, 'USD'),
      row(coalesce(v_settings.fiscal_year_start_month, 1), v_fy_start,
          (v_fy_start + interval '1 year' - interval '1 day')::date)::public.dashboard_fiscal_year,
      exists (select 1 from private.ledger_daily_totals d where d.organization_id = p_organization_id),
      coalesce((select sum(c.balance) from cash_accounts c), 0),
      array(select row(c.id, c.code, c.name, c.balance)::public.dashboard_cash_account from cash_accounts c order by c.code),
      coalesce((select sum(i.fy_revenue) from income_by_month i), 0),
      coalesce((select sum(i.fy_expenses) from income_by_month i), 0),
      row(coalesce((select sum(f.balance) from fund_balances f where f.restriction = 'without_donor_restrictions'), 0),
          coalesce((select sum(f.balance) from fund_balances f where f.restriction = 'with_donor_restrictions'), 0),
          coalesce((select sum(f.balance) from fund_balances f), 0))::public.dashboard_net_assets,
      array(select row(f.id, f.name, f.code, f.restriction, f.balance)::public.dashboard_fund
            from fund_balances f where f.is_active or f.balance <> 0 order by f.name),
      array(select row(m.month, coalesce(i.revenue, 0), coalesce(i.expenses, 0))::public.dashboard_month
            from months m left join income_by_month i on i.month = m.month order by m.month),
      (select row(y.id, y.name, y.revenue, y.expenses, y.revenue_to_date, y.expenses_to_date,
                  coalesce((select sum(i.fy_revenue) from income_by_month i), 0),
                  coalesce((select sum(i.fy_expenses) from income_by_month i), 0))::public.dashboard_summary_budget
       from year_budget y limit 1),
      array(select row(r.id, r.entry_date, r.description, r.reference, r.source_type, r.amount, r.cash_change)::public.dashboard_recent_entry
            from recent r order by r.entry_date desc, r.created_at desc, r.id),
      array(select row(p.id, p.name, p.code, p.status, coalesce(ab.amount, p.budget),
                       case when ab.amount is not null then 'approved_budget' else 'project' end,
                       p.start_date, p.end_date, coalesce(s.spent, 0))::public.dashboard_project
            from public.projects p left join project_spent s on s.project_id = p.id
            left join approved_project_budgets ab on ab.project_id = p.id
            where p.organization_id = p_organization_id and p.status in ('active', 'planned', 'on_hold')
            order by p.name)
    )::public.dashboard_summary
  );
end;
$$;
revoke all on function public.get_dashboard_summary(p_organization_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_dashboard_summary(p_organization_id uuid) to authenticated, service_role;
