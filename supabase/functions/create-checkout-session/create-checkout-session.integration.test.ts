// create-checkout-session and the hosted checkout through the real backend, the real functions,
// the local provider and the real Stripe SDK: who may start a checkout (BILL-7), paying with the
// succeeding test card (subscription row, payment history, notification), a declined card, cancel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPriceId } from '@missionbase/domain/plans';
import { BillingFixture } from '../_shared/billing-test-fixture.ts';
import type { SignedUpUser } from '../_shared/billing-test-fixture.ts';

let fx: BillingFixture;
let owner: SignedUpUser;
let orgId: string;

beforeAll(async () => {
  fx = await BillingFixture.start();
  ({ user: owner, orgId } = await fx.owner('Checkout Pantry'));
});

afterAll(async () => {
  await fx?.stop();
});

const growthYearly = defaultPriceId('growth', 'yearly');

function checkoutBody(user: SignedUpUser, org: string, priceId = growthYearly): Record<string, string> {
  return { priceId, userId: user.id, orgId: org, userEmail: user.email };
}

describe('create-checkout-session (BILL-7)', () => {
  it('gives an owner a session id and the hosted checkout URL', async () => {
    const { data, error } = await owner.client.functions.invoke('create-checkout-session', { body: checkoutBody(owner, orgId) });
    expect(error).toBeNull();
    expect(data).toMatchObject({ sessionId: expect.stringMatching(/^cs_test_/), url: expect.stringContaining('/provider/checkout/cs_test_') });
    const page = await fetch((data as { url: string }).url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Checkout Pantry');
    expect(html).toContain('Missionbase Growth');
    expect(html).toContain('Yearly');
    expect(html).toContain('$790.00 per year');
    expect(html).toContain('<label for="card-number">Card number</label>');
  });

  it('lets an admin start a checkout too', async () => {
    const admin = await fx.member(orgId, 'admin');
    const answer = await fx.callFunction('create-checkout-session', checkoutBody(admin, orgId), admin.accessToken);
    expect(answer.status).toBe(200);
  });

  it('refuses a member (403) and an owner of another organization (403)', async () => {
    const member = await fx.member(orgId, 'member');
    const asMember = await fx.callFunction('create-checkout-session', checkoutBody(member, orgId), member.accessToken);
    expect(asMember).toEqual({ status: 403, body: { error: 'Only an owner or admin of this organization can change its subscription.' } });
    const { user: stranger } = await fx.owner('Another Org');
    const asStranger = await fx.callFunction('create-checkout-session', checkoutBody(stranger, orgId), stranger.accessToken);
    expect(asStranger).toEqual({ status: 403, body: { error: 'You are not a member of this organization.' } });
  });

  it('refuses a body that names someone else as the user (403)', async () => {
    const admin = await fx.member(orgId, 'admin');
    const answer = await fx.callFunction('create-checkout-session', checkoutBody(owner, orgId), admin.accessToken);
    expect(answer).toEqual({ status: 403, body: { error: 'You can only start a checkout for yourself.' } });
  });

  it('refuses an unknown price, a missing price and a non-JSON body (400)', async () => {
    const unknown = await fx.callFunction('create-checkout-session', checkoutBody(owner, orgId, 'price_not_ours'), owner.accessToken);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Unknown price: price_not_ours. Choose one of the plans on the pricing page.');
    const missing = await fx.callFunction('create-checkout-session', { userId: owner.id, orgId }, owner.accessToken);
    expect(missing).toEqual({ status: 400, body: { error: 'No plan selected. Please choose a plan to proceed.' } });
    const notJson = await fx.callFunction('create-checkout-session', 'priceId=x', owner.accessToken);
    expect(notJson).toEqual({ status: 400, body: { error: 'The request body must be JSON.' } });
  });

  it('refuses a call without a token (401) and with only the anon key (401)', async () => {
    const none = await fx.callFunction('create-checkout-session', checkoutBody(owner, orgId), null, { apikey: '' });
    expect(none.status).toBe(401);
    const anon = await fx.callFunction('create-checkout-session', checkoutBody(owner, orgId), fx.backend.anonKey);
    expect(anon).toEqual({ status: 401, body: { error: 'Authentication error. Please sign in or create an account.' } });
  });

  it('refuses a return address on another site (400)', async () => {
    const answer = await fx.callFunction('create-checkout-session', { ...checkoutBody(owner, orgId), successUrl: 'https://evil.example/steal' }, owner.accessToken);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain('is not on this app');
  });
});

describe('paying on the hosted checkout page', () => {
  it('with 4000 0000 0000 0002 is declined on the page and changes nothing', async () => {
    const { user, orgId: org } = await fx.owner('Declined Org');
    const started = await fx.callFunction('create-checkout-session', checkoutBody(user, org), user.accessToken);
    const before = await fx.subscriptionRow(org);
    const declined = await fx.submitCheckout(String(started.body.url), { number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(declined.location).toBeNull();
    expect(declined.html).toContain('<p class="error" id="card-error" role="alert">Your card was declined.</p>');
    expect(await fx.subscriptionRow(org)).toEqual(before);
    const payments = await fx.backend.admin.query('select 1 from public.billing_payments where organization_id = $1', [org]);
    expect(payments).toHaveLength(0);
  });

  it('with an invalid number shows a clear message', async () => {
    const started = await fx.callFunction('create-checkout-session', checkoutBody(owner, orgId), owner.accessToken);
    const invalid = await fx.submitCheckout(String(started.body.url), { number: '1234 5678 9012 3456' });
    expect(invalid.status).toBe(400);
    expect(invalid.html).toContain('Your card number is invalid.');
    expect(invalid.html).toContain('aria-invalid="true"');
  });

  it('Cancel returns to the cancel URL and changes nothing', async () => {
    const started = await fx.callFunction('create-checkout-session', checkoutBody(owner, orgId), owner.accessToken, { origin: 'http://localhost:4100' });
    const canceled = await fx.submitCheckout(String(started.body.url), { number: '', action: 'cancel' });
    expect(canceled.status).toBe(303);
    expect(canceled.location).toBe('http://localhost:4100/subscribe?checkout_canceled=true');
    expect((await fx.subscriptionRow(orgId))?.status).toBe('trialing');
  });

  it('with 4242 4242 4242 4242 activates the plan, records the payment and notifies, then returns to the app', async () => {
    const started = await fx.callFunction('create-checkout-session', checkoutBody(owner, orgId), owner.accessToken, { origin: 'http://localhost:4100' });
    expect(started.status).toBe(200);
    const trialEnd = (await fx.subscriptionRow(orgId))?.trial_ends_at;
    const paid = await fx.submitCheckout(String(started.body.url), { number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe('http://localhost:4100/app/dashboard?subscription_success=true');

    // The owner reads the result through the Data API, as the app does.
    const { data: subscription, error } = await owner.client.from('subscriptions').select('*').eq('organization_id', orgId).single();
    expect(error).toBeNull();
    expect(subscription).toMatchObject({
      status: 'active',
      plan: 'growth',
      billing_cycle: 'yearly',
      cancel_at_period_end: false,
      provider_price_id: growthYearly,
      provider_subscription_id: expect.stringMatching(/^sub_/),
      provider_customer_id: expect.stringMatching(/^cus_/),
    });
    // The trial that was is kept.
    expect(new Date(String(subscription?.trial_ends_at)).getTime()).toBe((trialEnd as Date).getTime());
    const start = new Date(String(subscription?.current_period_start));
    const end = new Date(String(subscription?.current_period_end));
    const expectedEnd = new Date(start);
    expectedEnd.setUTCFullYear(start.getUTCFullYear() + 1);
    expect(end.toISOString()).toBe(expectedEnd.toISOString());

    const { data: payments } = await owner.client.from('billing_payments').select('amount_cents, currency, status, provider_subscription_id').eq('organization_id', orgId);
    expect(payments).toEqual([{ amount_cents: 79000, currency: 'usd', status: 'paid', provider_subscription_id: subscription?.provider_subscription_id }]);

    const notes = await fx.backend.admin.query<{ title: string; message: string }>(
      `select title, message from public.notifications where organization_id = $1 and title = 'Subscription active'`,
      [orgId],
    );
    expect(notes).toEqual([{ title: 'Subscription active', message: 'You are now on the Growth plan, billed yearly.' }]);

    // The page of a paid session says so instead of taking a second payment.
    const again = await fx.submitCheckout(String(started.body.url), { number: '4242 4242 4242 4242' });
    expect(again.status).toBe(303);
    expect((await fx.backend.admin.query('select 1 from public.billing_payments where organization_id = $1', [orgId])).length).toBe(1);
  });

  it('refuses a second checkout while the organization has a subscription (409)', async () => {
    const again = await fx.callFunction('create-checkout-session', checkoutBody(owner, orgId, defaultPriceId('scale', 'monthly')), owner.accessToken);
    expect(again).toEqual({ status: 409, body: { error: 'This organization already has a subscription. Change its plan or cycle in Settings > Billing.' } });
  });

  it('reuses the organization\'s provider customer when it subscribes again after canceling', async () => {
    await fx.backend.admin.query(`update public.subscriptions set status = 'canceled' where organization_id = $1`, [orgId]);
    const customer = (await fx.subscriptionRow(orgId))?.provider_customer_id;
    const started = await fx.callFunction('create-checkout-session', checkoutBody(owner, orgId, defaultPriceId('scale', 'monthly')), owner.accessToken);
    const session = await fetch(`${fx.backend.url}/v1/checkout/sessions/${String(started.body.sessionId)}`, {
      headers: { authorization: `Bearer ${fx.paymentSettings.localStripeSecretKey}` },
    });
    expect(((await session.json()) as { customer: string }).customer).toBe(customer);
  });
});
