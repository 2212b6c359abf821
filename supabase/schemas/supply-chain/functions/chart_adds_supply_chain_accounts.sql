-- New organizations: once the default chart's last account (uncategorized expense) is in, add the
-- supply-chain accounts (a trigger rather than a rewrite of the default chart, which other areas
-- also extend).
create or replace function private.chart_adds_supply_chain_accounts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.ensure_supply_chain_accounts(new.organization_id);
  return null;
end;
$$;
revoke all on function private.chart_adds_supply_chain_accounts() from public, anon, authenticated, service_role;
