-- The account of a supply-chain system key, created on first use when the chart lacks it.
create or replace function private.supply_account(p_org uuid, p_key text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select a.id into v_id from public.accounts a where a.organization_id = p_org and a.system_key = p_key;
  if v_id is null and p_key in ('goods_received_not_invoiced', 'inventory_distributed', 'inventory_loss') then
    perform private.ensure_supply_chain_accounts(p_org);
  end if;
  return private.system_account(p_org, p_key);
end;
$$;
revoke all on function private.supply_account(p_org uuid, p_key text) from public, anon, authenticated, service_role;
