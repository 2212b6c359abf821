// Unit tests of how a subscription reads on /subscribe and the billing settings.
import { describe, expect, it } from 'vitest';
import { billingStatus, canManageBilling, formatBillingDate, hasProviderSubscription, type BillingSubscription } from './billing-status';

const now = new Date('2026-11-22T12:00:00Z');
const base: BillingSubscription = { status: 'trialing', plan: 'starter', billing_cycle: 'monthly', trial_ends_at: '2026-12-06T12:00:00Z', current_period_end: null };

describe('billingStatus', () => {
  it('a trial: days left and its end date; once ended, readable but say so', () => {
    expect(billingStatus(base, now)).toMatchObject({ kind: 'trialing', daysLeft: 14, detail: 'Free trial: 14 days left (ends on December 6, 2026).' });
    expect(billingStatus({ ...base, trial_ends_at: '2026-11-20T00:00:00Z' }, now)).toMatchObject({ kind: 'trial_ended', label: 'Trial ended' });
  });
  it('active: plan, cycle and renewal date; canceling: the end of access', () => {
    const active = { ...base, status: 'active', plan: 'growth', billing_cycle: 'yearly', current_period_end: '2027-11-22T12:00:00Z' };
    expect(billingStatus(active, now)).toEqual({ kind: 'active', label: 'Active', detail: 'Growth plan, billed yearly. Renews on November 22, 2027.' });
    expect(billingStatus({ ...active, cancel_at_period_end: true }, now)).toMatchObject({ kind: 'ending', detail: 'Growth plan, billed yearly. Canceled: access ends on November 22, 2027.' });
  });
  it('past due, canceled, none', () => {
    expect(billingStatus({ ...base, status: 'past_due' }, now).kind).toBe('past_due');
    expect(billingStatus({ ...base, status: 'canceled' }, now).label).toBe('Canceled');
    expect(billingStatus(null, now).kind).toBe('none');
  });
});

describe('billing helpers', () => {
  it('formats dates in UTC', () => {
    expect(formatBillingDate('2027-01-01T00:30:00Z')).toBe('January 1, 2027');
  });
  it('only owners and admins manage billing', () => {
    expect(['owner', 'admin', 'member', 'viewer', null].map(canManageBilling)).toEqual([true, true, false, false, false]);
  });
  it('a provider subscription exists once the provider has an id for it and it is not canceled', () => {
    expect(hasProviderSubscription(base)).toBe(false);
    expect(hasProviderSubscription({ ...base, status: 'active', provider_subscription_id: 'sub_1' })).toBe(true);
    expect(hasProviderSubscription({ ...base, status: 'canceled', provider_subscription_id: 'sub_1' })).toBe(false);
  });
});
