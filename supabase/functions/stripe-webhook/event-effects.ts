// What a verified provider event means for the database, as plain data: the subscription row of
// the organization (status, plan and cycle from the price, period, cancellation, provider ids),
// the payment-history row of an invoice, and the notification members read. No I/O here.
import type Stripe from 'stripe';
import { planById, planForPriceId } from '@missionbase/domain/plans';
import type { BillingCycle, PlanId } from '@missionbase/domain/plans';

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';

export interface SubscriptionRow {
  status: SubscriptionStatus;
  plan: PlanId;
  billing_cycle: BillingCycle;
  current_period_start: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  provider_customer_id: string | null;
  provider_subscription_id: string;
  provider_price_id: string;
}

export interface PaymentRow {
  provider_invoice_id: string;
  provider_subscription_id: string | null;
  amount_cents: number;
  currency: string;
  status: 'paid' | 'failed';
  description: string;
  period_start: string | null;
  period_end: string | null;
}

export interface NotificationInput {
  title: string;
  message: string;
  link: string;
}

const BILLING_LINK = '/app/settings/billing';

/** Stripe's eight statuses onto the five the subscriptions table knows. */
export function mapStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'canceled':
      return 'canceled';
    case 'incomplete':
      return 'incomplete';
    case 'incomplete_expired':
      return 'canceled';
    case 'unpaid':
    case 'paused':
      return 'past_due';
    default:
      return 'incomplete';
  }
}

function isoFromUnix(seconds: number | null | undefined): string | null {
  return typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000).toISOString() : null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (typeof value === 'string') return value;
  return value?.id ?? null;
}

/** The organization an object names in its metadata (set by create-checkout-session). */
export function organizationIdFrom(metadata: Stripe.Metadata | null | undefined, fallback?: string | null): string | null {
  const id = metadata?.organization_id ?? fallback ?? null;
  return id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null;
}

export type SubscriptionMapping = { ok: true; row: SubscriptionRow; organizationId: string | null } | { ok: false; reason: string };

export function subscriptionRowFrom(subscription: Stripe.Subscription, env: Readonly<Record<string, string | undefined>>): SubscriptionMapping {
  const item = subscription.items.data[0];
  if (!item) return { ok: false, reason: 'The subscription has no items' };
  const priceId = item.price.id;
  const planCycle = planForPriceId(priceId, env);
  if (!planCycle) return { ok: false, reason: `The price ${priceId} is not one of the plans` };
  return {
    ok: true,
    organizationId: organizationIdFrom(subscription.metadata),
    row: {
      status: mapStatus(subscription.status),
      plan: planCycle.plan,
      billing_cycle: planCycle.cycle,
      current_period_start: isoFromUnix(item.current_period_start),
      current_period_end: isoFromUnix(item.current_period_end),
      cancel_at_period_end: subscription.cancel_at_period_end,
      canceled_at: isoFromUnix(subscription.canceled_at),
      provider_customer_id: idOf(subscription.customer),
      provider_subscription_id: subscription.id,
      provider_price_id: priceId,
    },
  };
}

function longDate(iso: string | null): string {
  if (!iso) return 'the end of the period';
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** What members are told about the subscription's new state. */
export function subscriptionNotification(row: SubscriptionRow): NotificationInput {
  const plan = planById(row.plan).name;
  const billed = row.billing_cycle === 'yearly' ? 'billed yearly' : 'billed monthly';
  switch (row.status) {
    case 'active':
      return row.cancel_at_period_end
        ? { title: 'Subscription set to cancel', message: `Your ${plan} plan stays active until ${longDate(row.current_period_end)}, then ends.`, link: BILLING_LINK }
        : { title: 'Subscription active', message: `You are now on the ${plan} plan, ${billed}.`, link: BILLING_LINK };
    case 'trialing':
      return { title: 'Trial started', message: `You are trying the ${plan} plan.`, link: BILLING_LINK };
    case 'past_due':
      return { title: 'Payment past due', message: `The last payment for your ${plan} plan failed. Update your card to keep your subscription.`, link: BILLING_LINK };
    case 'canceled':
      return { title: 'Subscription canceled', message: `Your ${plan} plan has ended. Choose a plan to keep making changes.`, link: '/subscribe' };
    case 'incomplete':
      return { title: 'Subscription incomplete', message: `The first payment for the ${plan} plan did not go through. Choose a plan to try again.`, link: '/subscribe' };
  }
}

/** The subscription an invoice belongs to (the current API keeps it under parent.subscription_details). */
export function invoiceSubscription(invoice: Stripe.Invoice): { subscriptionId: string | null; metadata: Stripe.Metadata | null } {
  const details = invoice.parent?.subscription_details;
  return { subscriptionId: idOf(details?.subscription), metadata: details?.metadata ?? null };
}

export function paymentRowFrom(invoice: Stripe.Invoice, status: 'paid' | 'failed'): PaymentRow {
  const line = invoice.lines.data[0];
  return {
    provider_invoice_id: invoice.id,
    provider_subscription_id: invoiceSubscription(invoice).subscriptionId,
    amount_cents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status,
    description: line?.description ?? invoice.description ?? 'Subscription',
    period_start: isoFromUnix(line?.period.start ?? invoice.period_start),
    period_end: isoFromUnix(line?.period.end ?? invoice.period_end),
  };
}

export function paymentFailedNotification(payment: PaymentRow): NotificationInput {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: payment.currency.toUpperCase() }).format(payment.amount_cents / 100);
  return { title: 'Payment failed', message: `A payment of ${amount} for your subscription failed. Update your card to keep your subscription.`, link: BILLING_LINK };
}
