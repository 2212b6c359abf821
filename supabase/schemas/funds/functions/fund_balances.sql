-- Net assets of each fund as of a date: credits minus debits on the Net Assets, Revenue and
-- Expenses accounts (the dashboard's formula), from the daily totals. released: debits minus
-- credits on the release account (a reversed release counts back); line_count: posted lines.
create or replace function private.fund_balances(p_org uuid, p_as_of date)
returns table (fund_id uuid, balance numeric, released numeric, line_count bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select d.fund_id,
         coalesce(sum(d.credit - d.debit) filter (where a.category in ('Net Assets', 'Revenue', 'Expenses')), 0),
         coalesce(sum(d.debit - d.credit) filter (where a.system_key = 'released_from_restriction'), 0),
         sum(d.line_count)::bigint
  from private.ledger_daily_totals d
  join public.accounts a on a.id = d.account_id
  where d.organization_id = p_org and d.entry_date <= p_as_of
  group by d.fund_id
$$;
revoke all on function private.fund_balances(p_org uuid, p_as_of date) from public, anon, authenticated, service_role;
