-- The lock date when the organization has posted lines on or before it (for the given account,
-- or fund, when given); else null. Reads the daily totals (posted lines only, one row per
-- account, fund, project and day) rather than every line.
create or replace function private.locked_postings_through(p_org uuid, p_account uuid default null, p_fund uuid default null)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select s.locked_through
  from public.organization_settings s
  where s.organization_id = p_org and s.locked_through is not null
    and exists (
      select 1 from private.ledger_daily_totals d
      where d.organization_id = p_org and d.entry_date <= s.locked_through
        and (p_account is null or d.account_id = p_account)
        and (p_fund is null or d.fund_id = p_fund))
$$;
revoke all on function private.locked_postings_through(p_org uuid, p_account uuid, p_fund uuid) from public, anon, authenticated, service_role;
