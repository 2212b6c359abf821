// Unit tests of the checkout client's rules: each error path returns the spec's words (BILL-8..10).
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, invocationFailureText, runCheckout, type CheckoutDeps, type CheckoutRequest, type CheckoutSessionBody } from './checkout-flow';

const request: CheckoutRequest = { priceId: 'price_missionbase_growth_yearly', user: { id: 'user-1', email: 'a@b.org' }, organizationId: 'org-1' };

function recorder(overrides: Partial<CheckoutDeps> = {}) {
  const calls = { invoked: [] as CheckoutSessionBody[], loaded: 0, redirected: [] as string[] };
  const deps: CheckoutDeps = {
    invoke: async (body) => {
      calls.invoked.push(body);
      return { data: { sessionId: 'cs_1', url: 'http://provider/checkout/cs_1' }, errorMessage: null };
    },
    loadProvider: async () => {
      calls.loaded += 1;
      return true;
    },
    redirect: (url) => {
      calls.redirected.push(url);
    },
    ...overrides,
  };
  return { calls, deps };
}

describe('runCheckout', () => {
  it('[BILL-7] sends priceId, userId, orgId and userEmail, loads the provider and goes to the session URL', async () => {
    const { calls, deps } = recorder();
    const result = await runCheckout(request, deps);
    expect(result).toEqual({ ok: true, sessionId: 'cs_1', url: 'http://provider/checkout/cs_1' });
    expect(calls.invoked).toEqual([{ priceId: 'price_missionbase_growth_yearly', userId: 'user-1', orgId: 'org-1', userEmail: 'a@b.org' }]);
    expect(calls.loaded).toBe(1);
    expect(calls.redirected).toEqual(['http://provider/checkout/cs_1']);
  });

  it('[BILL-8] no plan: returns the error and calls nothing', async () => {
    for (const priceId of [null, undefined, '', '  ']) {
      const { calls, deps } = recorder();
      expect(await runCheckout({ ...request, priceId }, deps)).toEqual({ ok: false, error: 'No plan selected. Please choose a plan to proceed.' });
      expect(calls.invoked).toEqual([]);
    }
  });

  it('[BILL-9] no signed-in user: returns the error and calls nothing', async () => {
    const { calls, deps } = recorder();
    expect(await runCheckout({ ...request, user: null }, deps)).toEqual({ ok: false, error: 'Authentication error. Please sign in or create an account.' });
    expect(calls.invoked).toEqual([]);
  });

  it('[BILL-10] a failed invocation: Error invoking edge function: {message}, no redirect', async () => {
    const { calls, deps } = recorder({ invoke: async () => ({ data: null, errorMessage: 'Only owners and admins can subscribe' }) });
    expect(await runCheckout(request, deps)).toEqual({ ok: false, error: 'Error invoking edge function: Only owners and admins can subscribe' });
    expect(calls.redirected).toEqual([]);
    const thrown = recorder({ invoke: async () => Promise.reject(new Error('Failed to fetch')) });
    expect(await runCheckout(request, thrown.deps)).toEqual({ ok: false, error: 'Error invoking edge function: Failed to fetch' });
  });

  it('[BILL-10] an answer without a session id (or URL): Failed to create a checkout session.', async () => {
    for (const data of [null, {}, { sessionId: '' }, { url: 'http://x' }, { sessionId: 'cs_1' }]) {
      const { calls, deps } = recorder({ invoke: async () => ({ data, errorMessage: null }) });
      expect(await runCheckout(request, deps)).toEqual({ ok: false, error: CHECKOUT_MESSAGES.noSession });
      expect(calls.loaded).toBe(0);
      expect(calls.redirected).toEqual([]);
    }
  });

  it('[BILL-10] the provider script missing: Stripe.js has not loaded yet.', async () => {
    for (const loadProvider of [async () => false, async () => Promise.reject(new Error('script 404'))]) {
      const { calls, deps } = recorder({ loadProvider });
      expect(await runCheckout(request, deps)).toEqual({ ok: false, error: 'Stripe.js has not loaded yet.' });
      expect(calls.redirected).toEqual([]);
    }
  });

  it('passes the success and cancel URLs when given', async () => {
    const { calls, deps } = recorder();
    await runCheckout({ ...request, successUrl: 'http://app/s', cancelUrl: 'http://app/c' }, deps);
    expect(calls.invoked[0]).toMatchObject({ successUrl: 'http://app/s', cancelUrl: 'http://app/c' });
  });
});

describe('invocationFailureText', () => {
  it("prefers the server's { error } text over the transport's message", () => {
    expect(invocationFailureText({ error: 'Unknown price' }, 'Edge Function returned a non-2xx status code')).toBe('Unknown price');
    expect(invocationFailureText({ error: { message: 'Nope' } }, 'x')).toBe('Nope');
    expect(invocationFailureText('<html>', 'Edge Function returned a non-2xx status code')).toBe('Edge Function returned a non-2xx status code');
  });
});
