-- Service role (the verified webhook): marks the order of a completed Checkout Session paid and
-- takes its inventory-managed quantities out of stock, in one transaction. Idempotent on the
-- session id: the order row is locked and an order already paid is left alone, so a duplicate
-- delivery changes nothing. An unknown session, one whose metadata names another order, or one not
-- yet paid writes nothing. Once the provider has taken the money nothing here raises: when stock no
-- longer covers the order (two buyers raced for the last binder), stock stops at 0 and the order is
-- flagged needs_attention with a note, so the payment is recorded and a person ships later or
-- refunds.
create or replace function public.fulfil_store_order(p_checkout_session jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_session_id text := p_checkout_session ->> 'id';
  v_metadata_order text := p_checkout_session -> 'metadata' ->> 'order_id';
  v_amount_text text := p_checkout_session ->> 'amount_total';
  v_currency text := lower(p_checkout_session ->> 'currency');
  v_email text := nullif(btrim(p_checkout_session -> 'customer_details' ->> 'email'), '');
  v_order public.store_orders%rowtype;
  v_amount integer;
  v_line record;
  v_stock integer;
  v_notes text[] := '{}';
begin
  if v_session_id is null or v_session_id = '' then
    return jsonb_build_object('result', 'unknown_order');
  end if;
  select * into v_order from public.store_orders o where o.provider_checkout_session_id = v_session_id for update;
  if not found or (v_metadata_order is not null and v_metadata_order <> v_order.id::text) then
    return jsonb_build_object('result', 'unknown_order');
  end if;
  if v_order.status = 'paid' then
    return jsonb_build_object('result', 'already_paid', 'order_id', v_order.id);
  end if;
  if p_checkout_session ->> 'payment_status' is distinct from 'paid' then
    return jsonb_build_object('result', 'not_paid', 'order_id', v_order.id);
  end if;

  -- Variants locked in one order (by id), so two fulfilments never wait on each other in a cycle.
  for v_line in
    select i.variant_id, i.product_title, i.variant_title, i.quantity
    from public.store_order_items i join public.store_product_variants v on v.id = i.variant_id
    where i.order_id = v_order.id and v.manage_inventory
    order by i.variant_id
  loop
    select v.inventory_quantity into v_stock from public.store_product_variants v where v.id = v_line.variant_id for update;
    if v_stock < v_line.quantity then
      v_notes := v_notes || format('%s (%s): %s paid, only %s in stock', v_line.product_title, v_line.variant_title, v_line.quantity, v_stock);
    end if;
    update public.store_product_variants v set inventory_quantity = greatest(v_stock - v_line.quantity, 0) where v.id = v_line.variant_id;
  end loop;

  -- The provider's amount is what was charged; a malformed value keeps the order's own total.
  v_amount := case when v_amount_text ~ '^[0-9]{1,9}$' then v_amount_text::integer else v_order.amount_total_cents end;
  if v_amount <> v_order.amount_total_cents then
    v_notes := v_notes || format('charged %s cents, order total %s cents', v_amount, v_order.amount_total_cents);
  end if;
  if v_order.status = 'canceled' then
    v_notes := v_notes || 'paid after the order was canceled'::text;
  end if;

  update public.store_orders o set
    status = 'paid',
    paid_at = now(),
    amount_total_cents = v_amount,
    currency = case when v_currency ~ '^[a-z]{3}$' then v_currency else o.currency end,
    email = case when v_email is not null and length(v_email) <= 320 then v_email else o.email end,
    needs_attention = cardinality(v_notes) > 0,
    attention_note = nullif(array_to_string(v_notes, '; '), '')
  where o.id = v_order.id;

  return jsonb_build_object('result', 'paid', 'order_id', v_order.id, 'needs_attention', cardinality(v_notes) > 0);
end;
$$;
revoke all on function public.fulfil_store_order(p_checkout_session jsonb) from public, anon, authenticated, service_role;
grant execute on function public.fulfil_store_order(p_checkout_session jsonb) to service_role;
