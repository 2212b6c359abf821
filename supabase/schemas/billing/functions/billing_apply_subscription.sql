-- Webhook (service role): checkout.session.completed in subscription mode and
-- customer.subscription.*. Upserts the organization's subscription row from the provider's
-- subscription (p_subscription holds the row's columns, already mapped) and writes p_notification
-- when the status, plan, cycle or cancellation flag changed. trial_ends_at is left as it is: it
-- records the trial the organization had. Each event id takes effect once (billing.claim_event).
create or replace function public.billing_apply_subscription(
  p_event_id text,
  p_event_type text,
  p_organization_id uuid,
  p_subscription jsonb,
  p_notification jsonb default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_provider_id text := p_subscription ->> 'provider_subscription_id';
  v_org uuid;
  v_old public.subscriptions%rowtype;
  v_new public.subscriptions%rowtype;
  v_had_row boolean;
begin
  if not billing.claim_event(p_event_id, p_event_type) then
    return jsonb_build_object('duplicate', true);
  end if;
  v_org := billing.organization_for(p_organization_id, v_provider_id);
  if v_org is null then
    return jsonb_build_object('duplicate', false, 'ignored', 'No organization is known for this subscription');
  end if;
  select * into v_old from public.subscriptions where organization_id = v_org for update;
  v_had_row := found;
  -- A late event about a subscription the organization has replaced must not undo the current one.
  if v_had_row and v_old.provider_subscription_id is not null and v_old.provider_subscription_id <> v_provider_id
     and (p_subscription ->> 'status') in ('canceled', 'incomplete') then
    return jsonb_build_object('duplicate', false, 'ignored', 'The organization has a newer subscription');
  end if;
  insert into public.subscriptions as s (
    organization_id, status, plan, billing_cycle, current_period_start, current_period_end,
    cancel_at_period_end, canceled_at, provider, provider_customer_id, provider_subscription_id, provider_price_id
  ) values (
    v_org,
    p_subscription ->> 'status',
    p_subscription ->> 'plan',
    p_subscription ->> 'billing_cycle',
    (p_subscription ->> 'current_period_start')::timestamptz,
    (p_subscription ->> 'current_period_end')::timestamptz,
    coalesce((p_subscription ->> 'cancel_at_period_end')::boolean, false),
    (p_subscription ->> 'canceled_at')::timestamptz,
    'stripe',
    p_subscription ->> 'provider_customer_id',
    v_provider_id,
    p_subscription ->> 'provider_price_id'
  )
  on conflict (organization_id) do update set
    status = excluded.status,
    plan = excluded.plan,
    billing_cycle = excluded.billing_cycle,
    current_period_start = excluded.current_period_start,
    current_period_end = excluded.current_period_end,
    cancel_at_period_end = excluded.cancel_at_period_end,
    canceled_at = excluded.canceled_at,
    provider = excluded.provider,
    provider_customer_id = coalesce(excluded.provider_customer_id, s.provider_customer_id),
    provider_subscription_id = excluded.provider_subscription_id,
    provider_price_id = excluded.provider_price_id
  returning * into v_new;
  if p_notification is not null and (
       not v_had_row
       or (v_old.status, v_old.plan, v_old.billing_cycle, v_old.cancel_at_period_end)
          is distinct from (v_new.status, v_new.plan, v_new.billing_cycle, v_new.cancel_at_period_end)) then
    insert into public.notifications (organization_id, title, message, link)
    values (v_org, p_notification ->> 'title', coalesce(p_notification ->> 'message', ''), p_notification ->> 'link');
  end if;
  return jsonb_build_object('duplicate', false, 'organization_id', v_org, 'status', v_new.status);
end;
$$;
revoke all on function public.billing_apply_subscription(p_event_id text, p_event_type text, p_organization_id uuid, p_subscription jsonb, p_notification jsonb) from public, anon, authenticated, service_role;
grant execute on function public.billing_apply_subscription(p_event_id text, p_event_type text, p_organization_id uuid, p_subscription jsonb, p_notification jsonb) to service_role;
