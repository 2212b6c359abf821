-- Per account and day of a slice within [p_from, p_to] (p_from null: since the beginning): the
-- net debit - credit and the number of posted lines, from the kept totals (with p_closing, the
-- year-end closing and reopening lines too).
create or replace function private.report_slice_days(
  p_org uuid, p_accounts uuid[], p_fund uuid, p_project uuid, p_no_project boolean, p_function text,
  p_restriction text, p_from date, p_to date, p_closing boolean default false)
returns table (account_id uuid, entry_date date, amount numeric, line_count bigint)
language sql
stable
security definer
set search_path = ''
as $$
  with t as (
    select d.account_id, d.fund_id, d.project_id, d.entry_date, d.debit, d.credit, d.line_count
    from private.ledger_daily_totals d
    where p_function is null and d.organization_id = p_org and d.account_id = any (p_accounts)
      and d.entry_date <= p_to and (p_from is null or d.entry_date >= p_from)
    union all
    select d.account_id, d.fund_id, d.project_id, d.entry_date, d.debit, d.credit, d.line_count
    from private.ledger_function_daily_totals d
    where p_function is not null and d.function = p_function and d.organization_id = p_org and d.account_id = any (p_accounts)
      and d.entry_date <= p_to and (p_from is null or d.entry_date >= p_from)
    union all
    select c.account_id, c.fund_id, c.project_id, c.entry_date, c.debit, c.credit, c.line_count
    from private.closing_daily_totals(p_org) c
    where p_closing and (p_function is null or c.function = p_function) and c.account_id = any (p_accounts)
      and c.entry_date <= p_to and (p_from is null or c.entry_date >= p_from)
  )
  select t.account_id, t.entry_date, sum(t.debit - t.credit), sum(t.line_count)::bigint
  from t
  where (p_fund is null or t.fund_id = p_fund)
    and (p_project is null or t.project_id = p_project)
    and (not p_no_project or t.project_id is null)
    and (p_restriction is null or exists (select 1 from public.funds f where f.id = t.fund_id and f.restriction = p_restriction))
  group by t.account_id, t.entry_date
  having sum(t.line_count) > 0
$$;
revoke all on function private.report_slice_days(p_org uuid, p_accounts uuid[], p_fund uuid, p_project uuid, p_no_project boolean, p_function text, p_restriction text, p_from date, p_to date, p_closing boolean) from public, anon, authenticated, service_role;
