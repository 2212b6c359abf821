-- Debits and credits per account and fund of posted lines within [p_from, p_to] (p_from null: since
-- the beginning), optionally of one fund and one project.
create or replace function private.report_fund_sums(p_org uuid, p_from date, p_to date, p_fund uuid, p_project uuid)
returns table (account_id uuid, fund_id uuid, debit numeric, credit numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select d.account_id, d.fund_id, sum(d.debit), sum(d.credit)
  from private.ledger_daily_totals d
  where d.organization_id = p_org
    and d.entry_date <= p_to
    and (p_from is null or d.entry_date >= p_from)
    and (p_fund is null or d.fund_id = p_fund)
    and (p_project is null or d.project_id = p_project)
  group by d.account_id, d.fund_id
$$;
revoke all on function private.report_fund_sums(p_org uuid, p_from date, p_to date, p_fund uuid, p_project uuid) from public, anon, authenticated, service_role;
