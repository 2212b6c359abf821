// Checkout success and cancel URLs are built from the configured site origins
// only (SITE_URL, ADDITIONAL_REDIRECT_URLS; localhost with the local provider). A forged Origin
// header cannot send a paying user to another site, in the subscription and the store checkout.
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultPriceId } from '@missionbase/domain/plans';
import { BillingFixture } from './billing-test-fixture.ts';
import type { SignedUpUser } from './billing-test-fixture.ts';

const SITE = 'https://app.missionbase.example';
const OTHER_SITE = 'https://www.missionbase.example';
const EVIL = 'https://evil.example';

let fx: BillingFixture;
let owner: SignedUpUser;
let orgId: string;
let stripe: Stripe;
const saved = { site: process.env.SITE_URL, additional: process.env.ADDITIONAL_REDIRECT_URLS };

beforeAll(async () => {
  // The backend hands its SITE_URL to functions; other names come from the process environment.
  process.env.SITE_URL = SITE;
  process.env.ADDITIONAL_REDIRECT_URLS = `${OTHER_SITE}/welcome`;
  fx = await BillingFixture.start();
  ({ user: owner, orgId } = await fx.owner('Return Address Pantry'));
  const api = new URL(fx.backend.url);
  stripe = new Stripe(fx.paymentSettings.localStripeSecretKey, { host: api.hostname, port: Number(api.port), protocol: 'http', maxNetworkRetries: 0, telemetry: false });
});

afterEach(async () => {
  await fx.backend.admin.query('delete from public.subscriptions where organization_id = $1', [orgId]);
});

afterAll(async () => {
  for (const [name, value] of [['SITE_URL', saved.site], ['ADDITIONAL_REDIRECT_URLS', saved.additional]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await fx?.stop();
});

function checkout(origin: string, extra: Record<string, string> = {}): ReturnType<BillingFixture['callFunction']> {
  const body = { priceId: defaultPriceId('growth', 'yearly'), userId: owner.id, orgId, userEmail: owner.email, ...extra };
  return fx.callFunction('create-checkout-session', body, owner.accessToken, { origin });
}

async function returnUrls(sessionId: unknown): Promise<{ success: string | null; cancel: string | null }> {
  const session = await stripe.checkout.sessions.retrieve(String(sessionId));
  return { success: session.success_url, cancel: session.cancel_url };
}

describe('checkout return addresses', () => {
  it('a forged Origin is ignored: the subscription checkout returns to SITE_URL', async () => {
    const answer = await checkout(EVIL);
    expect(answer.status).toBe(200);
    const urls = await returnUrls(answer.body.sessionId);
    expect(urls.success).toBe(`${SITE}/app/dashboard?subscription_success=true`);
    expect(urls.cancel).toBe(`${SITE}/subscribe?checkout_canceled=true`);
  });

  it('an Origin that is one of the configured site origins is used', async () => {
    const answer = await checkout(OTHER_SITE);
    expect(answer.status).toBe(200);
    expect((await returnUrls(answer.body.sessionId)).success).toBe(`${OTHER_SITE}/app/dashboard?subscription_success=true`);
  });

  it('explicit return URLs on another site are refused, even when the Origin names that site', async () => {
    const answer = await checkout(EVIL, { successUrl: `${EVIL}/thanks`, cancelUrl: `${EVIL}/sorry` });
    expect(answer.status).toBe(400);
    expect(String(answer.body.error)).toContain('is not on this app');
  });

  it('the store checkout ignores a forged Origin too', async () => {
    const response = await fetch(`${fx.backend.url}/functions/v1/create-store-checkout`, {
      method: 'POST',
      headers: { apikey: fx.backend.anonKey, authorization: `Bearer ${fx.backend.anonKey}`, 'content-type': 'application/json', origin: EVIL },
      body: JSON.stringify({ items: [{ variantId: 'abw-single', quantity: 1 }], email: 'buyer@example.org' }),
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(200);
    const urls = await returnUrls(body.sessionId);
    expect(urls.success).toBe(`${SITE}/templates?ecommerce_success=true`);
    expect(urls.cancel).toBe(`${SITE}/templates`);
  });
});
