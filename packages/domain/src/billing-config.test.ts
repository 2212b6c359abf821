// Unit tests of the runtime config's optional billing block.
import { describe, expect, it } from 'vitest';
import { LOCAL_BILLING, localProviderScriptUrl, readBillingConfig } from './billing-config';

function read(input: unknown): { config: ReturnType<typeof readBillingConfig>; problems: string[] } {
  const problems: string[] = [];
  return { config: readBillingConfig(input, problems), problems };
}

describe('readBillingConfig', () => {
  it('means the local provider when the block is absent', () => {
    expect(read(undefined)).toEqual({ config: LOCAL_BILLING, problems: [] });
  });

  it('reads Stripe with its publishable key and configured prices', () => {
    const { config, problems } = read({ provider: 'stripe', publishableKey: 'pk_test_123', prices: { MB_PRICE_GROWTH_YEARLY: ' price_abc ' } });
    expect(problems).toEqual([]);
    expect(config).toEqual({ provider: 'stripe', publishableKey: 'pk_test_123', prices: { MB_PRICE_GROWTH_YEARLY: 'price_abc' } });
  });

  it('names each broken field', () => {
    expect(read({ provider: 'paypal', publishableKey: 'sk_live_x', prices: { MB_PRICE_GOLD_MONTHLY: 'x', MB_PRICE_SCALE_YEARLY: '' } }).problems).toEqual([
      'billing.provider must be one of local, stripe',
      'billing.publishableKey must be a Stripe publishable key (pk_...)',
      'billing.prices.MB_PRICE_GOLD_MONTHLY is not a plan price key',
      'billing.prices.MB_PRICE_SCALE_YEARLY must be a non-empty string',
    ]);
    expect(read({ provider: 'stripe' }).problems).toEqual(['billing.publishableKey is required with provider stripe']);
    expect(read('stripe').problems).toEqual(['billing must be an object { provider, publishableKey?, prices? }']);
  });

  it('serves the local Stripe.js stand-in from the backend', () => {
    expect(localProviderScriptUrl('http://localhost:54321/')).toBe('http://localhost:54321/provider/js/v3');
  });
});
