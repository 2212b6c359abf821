-- Billing written by the payment webhook: the organization's payment history (billing_payments),
-- the ids of processed provider events (so a redelivered event changes nothing), and one
-- SECURITY DEFINER function per effect that records the event id and applies the effect in the
-- same transaction. Only service_role (the stripe-webhook function) may call them.

-- Bookkeeping nobody reads through the Data API: PostgREST only exposes `public`.
create schema if not exists billing;
revoke all on schema billing from public;

create table billing.processed_events (
  event_id text primary key,
  event_type text not null,
  processed_at timestamptz not null default now()
);
-- No policy: only the owner (the functions below) touches it.
alter table billing.processed_events enable row level security;

create table public.billing_payments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider_invoice_id text not null unique,
  provider_subscription_id text,
  amount_cents bigint not null check (amount_cents >= 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  status text not null check (status in ('paid', 'failed')),
  description text not null default '',
  period_start timestamptz,
  period_end timestamptz,
  created_at timestamptz not null default now()
);
create index billing_payments_org_created_idx on public.billing_payments (organization_id, created_at desc);
comment on table public.billing_payments is 'Payment history from the provider''s invoice events; written only by the webhook.';

alter table public.billing_payments enable row level security;
revoke all on public.billing_payments from anon, authenticated;
grant select on public.billing_payments to authenticated;
grant all on public.billing_payments to service_role;
create policy admins_read on public.billing_payments for select to authenticated
  using (organization_id in (select public.user_organization_ids(array['owner', 'admin'])));

-- Records an event id; false when it was processed before. A concurrent second delivery waits on
-- the first one's row and then sees the conflict, so an effect never runs twice.
create or replace function billing.claim_event(p_event_id text, p_event_type text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_event_id is null or length(p_event_id) = 0 then
    raise exception 'An event id is required' using errcode = '22023';
  end if;
  insert into billing.processed_events (event_id, event_type) values (p_event_id, p_event_type)
  on conflict (event_id) do nothing;
  return found;
end;
$$;
revoke execute on function billing.claim_event(text, text) from public;

-- The organization a provider object belongs to: the one named in its metadata when it exists,
-- else the one whose subscription row carries the provider's subscription id.
create or replace function billing.organization_for(p_organization_id uuid, p_provider_subscription_id text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select o.id from public.organizations o where o.id = p_organization_id),
    (select s.organization_id from public.subscriptions s
      where p_provider_subscription_id is not null and s.provider_subscription_id = p_provider_subscription_id)
  )
$$;
revoke execute on function billing.organization_for(uuid, text) from public;

-- checkout.session.completed (subscription mode) and customer.subscription.*: upserts the
-- organization's subscription row from the provider's subscription (p_subscription holds the
-- row's columns, already mapped) and writes p_notification when status, plan, cycle or the
-- cancellation flag changed. trial_ends_at is kept: it records the trial that was.
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
  -- A late event about a subscription the organization has since replaced must not undo the new one.
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

-- invoice.paid / invoice.payment_failed: one payment-history row per provider invoice (a failed
-- invoice that is paid later becomes paid), and the optional notification (failed payments).
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

-- checkout.session.completed for a templates-store purchase: the order is fulfilled by
-- public.fulfil_store_order (the store's migration) in the same transaction as the event record.
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

revoke execute on function public.billing_apply_subscription(text, text, uuid, jsonb, jsonb) from public, anon, authenticated;
revoke execute on function public.billing_record_payment(text, text, uuid, jsonb, jsonb) from public, anon, authenticated;
revoke execute on function public.billing_record_store_checkout(text, text, jsonb) from public, anon, authenticated;
grant execute on function public.billing_apply_subscription(text, text, uuid, jsonb, jsonb) to service_role;
grant execute on function public.billing_record_payment(text, text, uuid, jsonb, jsonb) to service_role;
grant execute on function public.billing_record_store_checkout(text, text, jsonb) to service_role;
