// The webhook's mapping of provider objects onto rows and notifications: statuses, plan and cycle
// from a configured price id, periods from the subscription item, and the words members read.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { mapStatus, subscriptionNotification, subscriptionRowFrom } from './event-effects.ts';
import type { SubscriptionRow } from './event-effects.ts';

function subscription(priceId: string, overrides: Record<string, unknown> = {}): Stripe.Subscription {
  const value: unknown = {
    id: 'sub_1',
    object: 'subscription',
    status: 'active',
    customer: 'cus_1',
    cancel_at_period_end: false,
    canceled_at: null,
    metadata: { organization_id: '6f1c1a36-5a53-4a43-9d8a-2f4b1c0e9a11' },
    items: { object: 'list', data: [{ id: 'si_1', current_period_start: 1_795_000_000, current_period_end: 1_797_592_000, price: { id: priceId } }] },
    ...overrides,
  };
  return value as Stripe.Subscription;
}

describe('subscriptionRowFrom', () => {
  it('reads plan and cycle from the configured price id and the period from the item', () => {
    const mapped = subscriptionRowFrom(subscription('price_live_growth_year'), { MB_PRICE_GROWTH_YEARLY: 'price_live_growth_year' });
    expect(mapped).toEqual({
      ok: true,
      organizationId: '6f1c1a36-5a53-4a43-9d8a-2f4b1c0e9a11',
      row: {
        status: 'active',
        plan: 'growth',
        billing_cycle: 'yearly',
        current_period_start: new Date(1_795_000_000_000).toISOString(),
        current_period_end: new Date(1_797_592_000_000).toISOString(),
        cancel_at_period_end: false,
        canceled_at: null,
        provider_customer_id: 'cus_1',
        provider_subscription_id: 'sub_1',
        provider_price_id: 'price_live_growth_year',
      },
    });
  });

  it('ignores a price that is not one of the plans, and a metadata id that is not a uuid', () => {
    expect(subscriptionRowFrom(subscription('price_other'), {})).toEqual({ ok: false, reason: 'The price price_other is not one of the plans' });
    const mapped = subscriptionRowFrom(subscription('price_missionbase_starter_monthly', { metadata: { organization_id: "x' or 1=1" } }), {});
    expect(mapped.ok && mapped.organizationId).toBeNull();
  });
});

describe('mapStatus', () => {
  it('folds Stripe statuses the table does not know', () => {
    expect(mapStatus('incomplete_expired')).toBe('canceled');
    expect(mapStatus('unpaid')).toBe('past_due');
    expect(mapStatus('paused')).toBe('past_due');
    expect(mapStatus('trialing')).toBe('trialing');
  });
});

describe('subscriptionNotification', () => {
  const base: SubscriptionRow = {
    status: 'active', plan: 'growth', billing_cycle: 'yearly', current_period_start: null, current_period_end: '2027-11-22T00:00:00.000Z',
    cancel_at_period_end: false, canceled_at: null, provider_customer_id: null, provider_subscription_id: 'sub_1', provider_price_id: 'p',
  };

  it('tells members the plan and cycle, or when it ends', () => {
    expect(subscriptionNotification(base)).toEqual({ title: 'Subscription active', message: 'You are now on the Growth plan, billed yearly.', link: '/app/settings/billing' });
    expect(subscriptionNotification({ ...base, cancel_at_period_end: true }).message).toBe('Your Growth plan stays active until November 22, 2027, then ends.');
    expect(subscriptionNotification({ ...base, status: 'canceled' }).title).toBe('Subscription canceled');
  });
});
