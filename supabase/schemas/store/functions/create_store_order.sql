-- Service role (the create-store-checkout function): a pending order and its items in one
-- transaction, priced and stock-checked from the catalogue rows, never from the caller: the unit
-- price is the sale price when there is one (CART-2), and an inventory-managed line above stock is
-- refused with the spec's message (CART-3). p_items: [{ variant_id, quantity }], distinct variants.
-- Returns the order as the Checkout Session needs it: { order_id, amount_total_cents, currency,
-- lines: [{ product_title, variant_title, quantity, unit_price_cents }] }.
create or replace function public.create_store_order(p_items jsonb, p_email text default null, p_user_id uuid default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.store_orders%rowtype;
  v_short text;
begin
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) not between 1 and 20 then
    raise exception 'An order needs 1 to 20 lines' using errcode = '22023';
  end if;
  if exists (
    select 1 from jsonb_to_recordset(p_items) as l (variant_id text, quantity integer)
    left join public.store_product_variants v on v.id = l.variant_id
    left join public.store_products p on p.id = v.product_id
    where v.id is null or not v.active or not p.active or l.quantity is null or l.quantity not between 1 and 99
  ) or (select count(distinct l.variant_id) <> count(*) from jsonb_to_recordset(p_items) as l (variant_id text)) then
    raise exception 'Unknown template option or invalid quantity' using errcode = '22023';
  end if;
  select format('Not enough stock for %s (%s). Only %s left.', p.title, v.title, v.inventory_quantity) into v_short
  from jsonb_to_recordset(p_items) as l (variant_id text, quantity integer)
  join public.store_product_variants v on v.id = l.variant_id
  join public.store_products p on p.id = v.product_id
  where v.manage_inventory and l.quantity > v.inventory_quantity
  order by p.position, v.position
  limit 1;
  if v_short is not null then
    raise exception '%', v_short using errcode = '23514';
  end if;

  insert into public.store_orders (email, user_id, amount_total_cents)
  select nullif(btrim(p_email), ''), p_user_id, sum(l.quantity::bigint * coalesce(v.sale_price_cents, v.price_cents))
  from jsonb_to_recordset(p_items) as l (variant_id text, quantity integer)
  join public.store_product_variants v on v.id = l.variant_id
  returning * into v_order;
  insert into public.store_order_items (order_id, line_number, variant_id, product_id, product_title, variant_title, quantity, unit_price_cents)
  select v_order.id, e.n, v.id, p.id, p.title, v.title, (e.item ->> 'quantity')::integer, coalesce(v.sale_price_cents, v.price_cents)
  from jsonb_array_elements(p_items) with ordinality as e (item, n)
  join public.store_product_variants v on v.id = e.item ->> 'variant_id'
  join public.store_products p on p.id = v.product_id;

  return jsonb_build_object(
    'order_id', v_order.id,
    'amount_total_cents', v_order.amount_total_cents,
    'currency', v_order.currency,
    'lines', (
      select jsonb_agg(jsonb_build_object('product_title', i.product_title, 'variant_title', i.variant_title,
        'quantity', i.quantity, 'unit_price_cents', i.unit_price_cents) order by i.line_number)
      from public.store_order_items i where i.order_id = v_order.id
    )
  );
end;
$$;
revoke all on function public.create_store_order(p_items jsonb, p_email text, p_user_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.create_store_order(p_items jsonb, p_email text, p_user_id uuid) to service_role;
