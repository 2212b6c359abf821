// Unit tests of the subscription gate.
import { describe, expect, it } from 'vitest';
import { mustSubscribe } from './subscription-gate';

const base = { loading: false, organizationCount: 1, activeOrganizationHasSubscription: false, pathname: '/app/dashboard' };

describe('mustSubscribe', () => {
  it('[BILL-1] sends an organization without a subscription to /subscribe', () => {
    expect(mustSubscribe(base)).toBe(true);
  });
  it('[BILL-1] waits for loading, needs an organization, and never loops on /subscribe', () => {
    expect(mustSubscribe({ ...base, loading: true })).toBe(false);
    expect(mustSubscribe({ ...base, organizationCount: 0 })).toBe(false);
    expect(mustSubscribe({ ...base, pathname: '/subscribe' })).toBe(false);
    expect(mustSubscribe({ ...base, activeOrganizationHasSubscription: true })).toBe(false);
  });
});
