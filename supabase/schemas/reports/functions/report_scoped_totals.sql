-- Sums per account and restriction class of posted lines dated within [p_from, p_to], optionally
-- of one fund and one project (p_from null: since the beginning). balance = credits - debits.
create or replace function private.report_scoped_totals(p_org uuid, p_from date, p_to date, p_fund uuid, p_project uuid)
returns table (account_id uuid, restriction text, balance numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select d.account_id, f.restriction, sum(d.credit - d.debit)
  from private.ledger_daily_totals d
  join public.funds f on f.id = d.fund_id
  where d.organization_id = p_org
    and d.entry_date <= p_to
    and (p_from is null or d.entry_date >= p_from)
    and (p_fund is null or d.fund_id = p_fund)
    and (p_project is null or d.project_id = p_project)
  group by d.account_id, f.restriction
$$;
revoke all on function private.report_scoped_totals(p_org uuid, p_from date, p_to date, p_fund uuid, p_project uuid) from public, anon, authenticated, service_role;
