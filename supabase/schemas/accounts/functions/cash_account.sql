-- The organization's cash account, where the postings' cash side goes: the settings' default cash
-- account, else the chart's 'cash' account (raises when there is neither).
create or replace function private.cash_account(p_org uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select s.default_cash_account_id from public.organization_settings s where s.organization_id = p_org),
    private.system_account(p_org, 'cash'))
$$;
revoke all on function private.cash_account(p_org uuid) from public, anon, authenticated, service_role;
