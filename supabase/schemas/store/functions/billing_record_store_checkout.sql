-- Webhook (service role): checkout.session.completed for a templates-store purchase. The order is
-- fulfilled by public.fulfil_store_order in the same transaction as the event record, so a
-- redelivered event changes nothing.
create or replace function public.billing_record_store_checkout(p_event_id text, p_event_type text, p_checkout_session jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not billing.claim_event(p_event_id, p_event_type) then
    return jsonb_build_object('duplicate', true);
  end if;
  perform public.fulfil_store_order(p_checkout_session => p_checkout_session);
  return jsonb_build_object('duplicate', false);
end;
$$;
revoke all on function public.billing_record_store_checkout(p_event_id text, p_event_type text, p_checkout_session jsonb) from public, anon, authenticated, service_role;
grant execute on function public.billing_record_store_checkout(p_event_id text, p_event_type text, p_checkout_session jsonb) to service_role;
