-- The one place a movement is written: values it at cost, moves the item's quantity and value, and
-- posts its entry. p_quantity is signed; p_unit_cost is the incoming cost (receipts, donations,
-- opening stock; ignored going out, where the moving average applies, and the last unit out takes
-- the remaining value so no cents are left behind). The item row is locked, so concurrent
-- movements of one item queue.
create or replace function private.record_stock_movement(
  p_inventory_id uuid,
  p_kind text,
  p_quantity numeric,
  p_unit_cost numeric,
  p_date date,
  p_reason text default null,
  p_project_id uuid default null,
  p_fund_id uuid default null,
  p_purchase_order_item_id uuid default null,
  p_donation_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item public.inventory;
  v_id uuid := gen_random_uuid();
  v_value numeric;
  v_unit numeric;
  v_fund uuid;
  v_entry uuid;
  v_po uuid;
  v_other uuid;
  v_inventory uuid;
  v_source text := case p_kind when 'opening' then 'inventory_opening' when 'receipt' then 'inventory_receipt' else 'inventory_adjustment' end;
  v_label text;
  v_lines jsonb;
  v_donation public.donations;
begin
  select * into v_item from public.inventory i where i.id = p_inventory_id for update;
  if not found then
    raise exception 'Inventory item not found' using errcode = 'PT404';
  end if;
  if p_quantity is null or p_quantity = 0 then
    raise exception 'Enter a quantity other than zero' using errcode = '22023';
  end if;
  if p_date is null then
    raise exception 'Enter the date of the movement' using errcode = '22023';
  end if;
  perform private.assert_period_open(v_item.organization_id, p_date);
  if p_kind in ('receipt', 'donation_in', 'opening') and p_quantity < 0 or p_kind in ('spoilage', 'distribution') and p_quantity > 0 then
    raise exception 'A % moves goods %', replace(p_kind, '_', ' '), case when p_quantity < 0 then 'in' else 'out' end using errcode = '22023';
  end if;
  if v_item.quantity_on_hand + p_quantity < 0 then
    raise exception 'Only % % of % are on hand; taking % out would leave a negative quantity',
      private.quantity_text(v_item.quantity_on_hand), v_item.unit, v_item.name, private.quantity_text(-p_quantity)
      using errcode = '23514';
  end if;

  if p_quantity > 0 then
    v_unit := coalesce(p_unit_cost, case when v_item.quantity_on_hand > 0 then v_item.stock_value / v_item.quantity_on_hand else v_item.unit_cost end);
    if v_unit < 0 then
      raise exception 'A unit cost cannot be negative' using errcode = '22023';
    end if;
    v_value := round(p_quantity * v_unit, 2);
  elsif v_item.quantity_on_hand + p_quantity = 0 then
    v_value := -v_item.stock_value;
    v_unit := v_item.stock_value / v_item.quantity_on_hand;
  else
    v_unit := v_item.stock_value / v_item.quantity_on_hand;
    v_value := -round(-p_quantity * v_unit, 2);
  end if;

  if p_donation_id is not null then
    -- Goods of an in-kind gift recorded under Donations: that gift already posted Inventory
    -- against In-kind Contributions, so the movement takes its value and entry.
    select * into v_donation from public.donations d where d.id = p_donation_id and d.organization_id = v_item.organization_id;
    if not found or v_donation.method <> 'in_kind' then
      raise exception 'Only an in-kind donation of this organization can bring goods in' using errcode = '23514';
    end if;
    v_value := v_donation.amount;
    v_unit := v_donation.amount / p_quantity;
    v_entry := v_donation.journal_entry_id;
  end if;

  v_fund := coalesce(p_fund_id, private.default_fund(v_item.organization_id));
  if p_purchase_order_item_id is not null then
    select i.purchase_order_id into v_po from public.purchase_order_items i where i.id = p_purchase_order_item_id;
  end if;

  if v_entry is null and v_value <> 0 then
    v_inventory := private.system_account(v_item.organization_id, 'inventory');
    v_other := case
      when p_kind = 'opening' then private.system_account(v_item.organization_id, 'net_assets_without')
      when p_kind = 'receipt' then private.supply_account(v_item.organization_id, 'goods_received_not_invoiced')
      when p_kind = 'donation_in' then private.system_account(v_item.organization_id, 'in_kind_contributions')
      when p_kind = 'distribution' then private.supply_account(v_item.organization_id, 'inventory_distributed')
      else private.supply_account(v_item.organization_id, 'inventory_loss') end;
    v_label := case p_kind
      when 'opening' then 'Opening stock'
      when 'receipt' then 'Received'
      when 'donation_in' then 'Donated goods'
      when 'distribution' then 'Distributed'
      when 'spoilage' then 'Spoiled'
      else 'Count adjustment' end
      || ': ' || private.quantity_text(abs(p_quantity)) || ' ' || v_item.unit || ' ' || v_item.name;
    v_lines := jsonb_build_array(
      jsonb_build_object('account_id', v_inventory, 'fund_id', v_fund,
                         case when v_value > 0 then 'debit' else 'credit' end, abs(v_value), 'description', v_label),
      jsonb_build_object('account_id', v_other, 'fund_id', v_fund, 'project_id', p_project_id,
                         case when v_value > 0 then 'credit' else 'debit' end, abs(v_value), 'description', v_label));
    v_entry := private.post_entry(v_item.organization_id, p_date,
      v_label || coalesce(' - ' || nullif(btrim(p_reason), ''), ''), v_source, v_id, v_lines,
      coalesce((select o.po_number from public.purchase_orders o where o.id = v_po), v_item.sku));
  end if;

  insert into public.stock_movements (id, organization_id, inventory_id, movement_date, kind, quantity, unit_cost, value,
    quantity_after, value_after, reason, project_id, fund_id, purchase_order_id, purchase_order_item_id, donation_id, journal_entry_id)
  values (v_id, v_item.organization_id, v_item.id, p_date, p_kind, p_quantity, round(v_unit, 4), v_value,
    v_item.quantity_on_hand + p_quantity, v_item.stock_value + v_value, nullif(btrim(coalesce(p_reason, '')), ''),
    p_project_id, v_fund, v_po, p_purchase_order_item_id, p_donation_id, v_entry);

  perform set_config('mb.stock_movement', 'on', true);
  update public.inventory i set
    quantity_on_hand = i.quantity_on_hand + p_quantity,
    stock_value = i.stock_value + v_value,
    unit_cost = case when i.quantity_on_hand + p_quantity > 0 then round((i.stock_value + v_value) / (i.quantity_on_hand + p_quantity), 2) else i.unit_cost end
  where i.id = v_item.id;
  perform set_config('mb.stock_movement', 'off', true);
  return v_id;
end;
$$;
revoke all on function private.record_stock_movement(p_inventory_id uuid, p_kind text, p_quantity numeric, p_unit_cost numeric, p_date date, p_reason text, p_project_id uuid, p_fund_id uuid, p_purchase_order_item_id uuid, p_donation_id uuid) from public, anon, authenticated, service_role;
