-- RPC for members: Statement of Financial Position as of p_as_of (default today), optionally
-- beside p_compare_as_of, of one fund or project. Lines are the accounts with a balance on either
-- date, by code; net assets are by class, with this fiscal year's change and what makes up the class
-- in the ledger after the year-end closes: each net assets account's balance with the closing
-- entries (as the chart of accounts reads it) and the revenue less expenses not yet closed. The
-- answer is a public.position_statement (its sections' lines are json, see the type).
create or replace function public.report_statement_of_financial_position(
  p_organization_id uuid,
  p_as_of date default null,
  p_compare_as_of date default null,
  p_fund_id uuid default null,
  p_project_id uuid default null
)
returns public.position_statement
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_as_of date;
  v_fy_start date;
  v_compare_fy_start date;
  v_result public.position_statement;
begin
  perform private.require_member(p_organization_id);
  v_as_of := coalesce(p_as_of, private.today_for_organization(p_organization_id));
  v_fy_start := private.fiscal_year_start(p_organization_id, v_as_of);
  v_compare_fy_start := case when p_compare_as_of is null then null else private.fiscal_year_start(p_organization_id, p_compare_as_of) end;

  with cur as (
    select t.account_id, t.restriction, t.balance from private.report_scoped_totals(p_organization_id, null, v_as_of, p_fund_id, p_project_id) t
  ), cmp as (
    select t.account_id, t.restriction, t.balance from private.report_scoped_totals(p_organization_id, null, p_compare_as_of, p_fund_id, p_project_id) t
    where p_compare_as_of is not null
  ), ytd as (
    select t.account_id, t.restriction, t.balance from private.report_scoped_totals(p_organization_id, v_fy_start, v_as_of, p_fund_id, p_project_id) t
  ), cmp_ytd as (
    select t.account_id, t.restriction, t.balance from private.report_scoped_totals(p_organization_id, v_compare_fy_start, p_compare_as_of, p_fund_id, p_project_id) t
    where p_compare_as_of is not null
  ), closes as (
    -- The year-end closing and reopening lines up to each date (credits - debits): they move the
    -- closed years' revenue and expenses into the net assets accounts, within each fund.
    select c.account_id, f.restriction,
           sum(c.credit - c.debit) filter (where c.entry_date <= v_as_of) as balance,
           sum(c.credit - c.debit) filter (where c.entry_date <= p_compare_as_of) as compare_balance
    from private.closing_daily_totals(p_organization_id) c
    join public.funds f on f.id = c.fund_id
    where (p_fund_id is null or c.fund_id = p_fund_id) and (p_project_id is null or c.project_id = p_project_id)
    group by c.account_id, f.restriction
  ), ledger_net_assets as (
    -- Per class and account of Net Assets, Revenue and Expenses: the ledger balance, closing entries included.
    select k.restriction, k.account_id,
           coalesce((select sum(x.balance) from cur x where x.account_id = k.account_id and x.restriction = k.restriction), 0)
             + coalesce((select sum(z.balance) from closes z where z.account_id = k.account_id and z.restriction = k.restriction), 0) as amount,
           coalesce((select sum(x.balance) from cmp x where x.account_id = k.account_id and x.restriction = k.restriction), 0)
             + coalesce((select sum(z.compare_balance) from closes z where z.account_id = k.account_id and z.restriction = k.restriction), 0) as compare_amount
    from (select x.account_id, x.restriction from cur x union select x.account_id, x.restriction from cmp x
          union select z.account_id, z.restriction from closes z) k
  ), per_account as (
    select a.id, a.code, a.name, a.category,
           -- Assets read debit-positive, liabilities credit-positive.
           case when a.category = 'Assets' then -1 else 1 end * coalesce(c.balance, 0) as amount,
           case when a.category = 'Assets' then -1 else 1 end * coalesce(p.balance, 0) as compare_amount
    from public.accounts a
    left join (select account_id, sum(balance) as balance from cur group by account_id) c on c.account_id = a.id
    left join (select account_id, sum(balance) as balance from cmp group by account_id) p on p.account_id = a.id
    where a.organization_id = p_organization_id and a.category in ('Assets', 'Liabilities')
      and (coalesce(c.balance, 0) <> 0 or coalesce(p.balance, 0) <> 0)
  ), classes as (
    select k.ord, k.key, k.name,
           coalesce((select sum(x.balance) from cur x join public.accounts a on a.id = x.account_id
                     where x.restriction = k.key and a.category in ('Net Assets', 'Revenue', 'Expenses')), 0) as amount,
           case when p_compare_as_of is null then null else
             coalesce((select sum(x.balance) from cmp x join public.accounts a on a.id = x.account_id
                       where x.restriction = k.key and a.category in ('Net Assets', 'Revenue', 'Expenses')), 0) end as compare_amount,
           coalesce((select sum(x.balance) from ytd x join public.accounts a on a.id = x.account_id
                     where x.restriction = k.key and a.category in ('Net Assets', 'Revenue', 'Expenses')), 0) as current_year_change,
           case when p_compare_as_of is null then null else
             coalesce((select sum(x.balance) from cmp_ytd x join public.accounts a on a.id = x.account_id
                       where x.restriction = k.key and a.category in ('Net Assets', 'Revenue', 'Expenses')), 0) end as compare_current_year_change,
           coalesce((select json_agg(json_build_object('account_id', a.id, 'code', a.code, 'name', a.name, 'amount', n.amount,
                                                       'compare_amount', case when p_compare_as_of is null then null else n.compare_amount end) order by a.code)
                     from ledger_net_assets n join public.accounts a on a.id = n.account_id
                     where n.restriction = k.key and a.category = 'Net Assets'
                       and (n.amount <> 0 or (p_compare_as_of is not null and n.compare_amount <> 0))), '[]'::json) as ledger_accounts,
           coalesce((select sum(n.amount) from ledger_net_assets n join public.accounts a on a.id = n.account_id
                     where n.restriction = k.key and a.category in ('Revenue', 'Expenses')), 0) as not_closed,
           case when p_compare_as_of is null then null else
             coalesce((select sum(n.compare_amount) from ledger_net_assets n join public.accounts a on a.id = n.account_id
                       where n.restriction = k.key and a.category in ('Revenue', 'Expenses')), 0) end as compare_not_closed
    from (values (1, 'without_donor_restrictions', 'Without donor restrictions'),
                 (2, 'with_donor_restrictions', 'With donor restrictions')) k(ord, key, name)
  ), sections as (
    select s.ord, s.key, s.title,
           coalesce((select json_agg(json_build_object(
                       'account_id', l.id, 'code', l.code, 'name', l.name,
                       'amount', l.amount,
                       'compare_amount', case when p_compare_as_of is null then null else l.compare_amount end)
                     order by l.code) from per_account l where l.category = s.category), '[]'::json) as lines,
           coalesce((select sum(l.amount) from per_account l where l.category = s.category), 0) as total,
           case when p_compare_as_of is null then null else
             coalesce((select sum(l.compare_amount) from per_account l where l.category = s.category), 0) end as compare_total
    from (values (1, 'assets', 'Assets', 'Assets'), (2, 'liabilities', 'Liabilities', 'Liabilities')) s(ord, key, title, category)
    union all
    select 3, 'net_assets', 'Net assets',
           (select json_agg(json_build_object(
                     'account_id', null, 'code', null, 'key', c.key, 'name', c.name,
                     'amount', c.amount, 'compare_amount', c.compare_amount,
                     'current_year_change', c.current_year_change,
                     'compare_current_year_change', c.compare_current_year_change,
                     'ledger_accounts', c.ledger_accounts,
                     'not_closed', c.not_closed, 'compare_not_closed', c.compare_not_closed) order by c.ord) from classes c),
           (select sum(c.amount) from classes c),
           case when p_compare_as_of is null then null else (select sum(c.compare_amount) from classes c) end
  )
  select v_as_of, p_compare_as_of, v_fy_start, v_compare_fy_start,
    array(select row(s.key, s.title, s.lines, s.total, s.compare_total)::public.position_section from sections s order by s.ord),
    (select s.total from sections s where s.key = 'assets'),
    (select sum(s.total) from sections s where s.key <> 'assets'),
    (select s.compare_total from sections s where s.key = 'assets'),
    case when p_compare_as_of is null then null else (select sum(s.compare_total) from sections s where s.key <> 'assets') end,
    (select s.total from sections s where s.key = 'assets') = (select sum(s.total) from sections s where s.key <> 'assets')
  into v_result;
  return v_result;
end;
$$;
revoke all on function public.report_statement_of_financial_position(p_organization_id uuid, p_as_of date, p_compare_as_of date, p_fund_id uuid, p_project_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.report_statement_of_financial_position(p_organization_id uuid, p_as_of date, p_compare_as_of date, p_fund_id uuid, p_project_id uuid) to authenticated, service_role;
