-- RPC: an adjustment of one item. p_kind: 'count' (p_quantity = the quantity counted),
-- 'spoilage' and 'distribution' (p_quantity = how much went out; a distribution names the
-- program's project), 'donation_in' (p_quantity in at p_unit_cost, the fair value per unit; or the
-- goods of an in-kind donation already recorded, p_donation_id). A reason is required. Owners,
-- admins and members.
create or replace function public.adjust_inventory(
  p_inventory_id uuid,
  p_kind text,
  p_quantity numeric,
  p_reason text,
  p_date date default null,
  p_project_id uuid default null,
  p_fund_id uuid default null,
  p_unit_cost numeric default null,
  p_donation_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item public.inventory;
  v_delta numeric;
begin
  select * into v_item from public.inventory i where i.id = p_inventory_id;
  if not found or not public.is_org_member(v_item.organization_id) then
    raise exception 'Inventory item not found' using errcode = 'PT404';
  end if;
  perform private.require_role(v_item.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot adjust inventory');
  if p_kind not in ('count', 'spoilage', 'distribution', 'donation_in') then
    raise exception 'Unknown adjustment: %', p_kind using errcode = '22023';
  end if;
  if nullif(btrim(coalesce(p_reason, '')), '') is null then
    raise exception 'Give the reason for the adjustment' using errcode = '23514';
  end if;
  if p_quantity is null or p_quantity < 0 or (p_kind <> 'count' and p_quantity = 0) then
    raise exception '%', case when p_kind = 'count' then 'Enter the quantity counted (zero or more)' else 'Enter a quantity above zero' end using errcode = '22023';
  end if;
  if p_kind = 'distribution' and p_project_id is null then
    raise exception 'Choose the program (project) the goods were distributed to' using errcode = '23514';
  end if;
  if p_project_id is not null and not exists (select 1 from public.projects pr where pr.id = p_project_id and pr.organization_id = v_item.organization_id) then
    raise exception 'Project not found' using errcode = 'PT404';
  end if;
  if p_fund_id is not null and not exists (select 1 from public.funds f where f.id = p_fund_id and f.organization_id = v_item.organization_id) then
    raise exception 'Fund not found' using errcode = 'PT404';
  end if;
  if p_kind = 'donation_in' and p_donation_id is null and (p_unit_cost is null or p_unit_cost < 0) then
    raise exception 'Enter the fair value per unit of the donated goods' using errcode = '23514';
  end if;
  v_delta := case p_kind when 'count' then p_quantity - v_item.quantity_on_hand when 'donation_in' then p_quantity else -p_quantity end;
  if v_delta = 0 then
    raise exception 'The count equals the quantity on hand; there is nothing to adjust' using errcode = '23514';
  end if;
  return private.record_stock_movement(p_inventory_id, p_kind, v_delta, case when p_kind = 'donation_in' then p_unit_cost end,
    coalesce(p_date, private.today_for_organization(v_item.organization_id)), p_reason, p_project_id, p_fund_id, null, p_donation_id);
end;
$$;
revoke all on function public.adjust_inventory(p_inventory_id uuid, p_kind text, p_quantity numeric, p_reason text, p_date date, p_project_id uuid, p_fund_id uuid, p_unit_cost numeric, p_donation_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.adjust_inventory(p_inventory_id uuid, p_kind text, p_quantity numeric, p_reason text, p_date date, p_project_id uuid, p_fund_id uuid, p_unit_cost numeric, p_donation_id uuid) to authenticated, service_role;
