-- Webhook (service role): invoice.paid and invoice.payment_failed. One payment-history row per
-- provider invoice (a failed invoice paid later becomes paid) and the optional notification (for
-- failed payments). Each event id takes effect once (billing.claim_event).
create or replace function public.billing_record_payment(
  p_event_id text,
  p_event_type text,
  p_organization_id uuid,
  p_payment jsonb,
  p_notification jsonb default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_org uuid;
begin
  if not billing.claim_event(p_event_id, p_event_type) then
    return jsonb_build_object('duplicate', true);
  end if;
  v_org := billing.organization_for(p_organization_id, p_payment ->> 'provider_subscription_id');
  if v_org is null then
    return jsonb_build_object('duplicate', false, 'ignored', 'No organization is known for this invoice');
  end if;
  insert into public.billing_payments as b (
    organization_id, provider_invoice_id, provider_subscription_id, amount_cents, currency, status,
    description, period_start, period_end
  ) values (
    v_org,
    p_payment ->> 'provider_invoice_id',
    p_payment ->> 'provider_subscription_id',
    (p_payment ->> 'amount_cents')::bigint,
    lower(coalesce(p_payment ->> 'currency', 'usd')),
    p_payment ->> 'status',
    coalesce(p_payment ->> 'description', ''),
    (p_payment ->> 'period_start')::timestamptz,
    (p_payment ->> 'period_end')::timestamptz
  )
  on conflict (provider_invoice_id) do update set
    status = excluded.status,
    amount_cents = excluded.amount_cents,
    description = excluded.description;
  if p_notification is not null then
    insert into public.notifications (organization_id, title, message, link)
    values (v_org, p_notification ->> 'title', coalesce(p_notification ->> 'message', ''), p_notification ->> 'link');
  end if;
  return jsonb_build_object('duplicate', false, 'organization_id', v_org);
end;
$$;
revoke all on function public.billing_record_payment(p_event_id text, p_event_type text, p_organization_id uuid, p_payment jsonb, p_notification jsonb) from public, anon, authenticated, service_role;
grant execute on function public.billing_record_payment(p_event_id text, p_event_type text, p_organization_id uuid, p_payment jsonb, p_notification jsonb) to service_role;
