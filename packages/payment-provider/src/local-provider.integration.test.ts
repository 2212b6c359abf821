// The local provider spoken to by the real `stripe` SDK, with its events caught by a small
// webhook endpoint that verifies them with the SDK: Stripe's error classes for a bad key and an
// unknown price, a payment-mode (store) checkout paid on the hosted page that delivers a signed
// checkout.session.completed, subscription update and delete events, and the Stripe.js stand-in.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { paymentProvider } from './mount.ts';
import type { PaymentProviderMount } from './mount.ts';

let backend: TestBackend;
let payments: PaymentProviderMount;
let receiver: http.Server;
const received: Stripe.Event[] = [];

function sdk(key = payments.settings.localStripeSecretKey): Stripe {
  const url = new URL(backend.url);
  return new Stripe(key, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
}

beforeAll(async () => {
  // A webhook endpoint that accepts only what verifies with the local signing secret.
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const event = Stripe.webhooks.constructEvent(Buffer.concat(chunks).toString('utf8'), String(req.headers['stripe-signature']), payments.settings.stripeWebhookSecret);
        received.push(event);
        res.writeHead(200).end('{"received":true}');
      } catch {
        res.writeHead(400).end('{"error":"bad signature"}');
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  payments = paymentProvider({ stripeWebhookUrl: `http://127.0.0.1:${port}/webhook` });
  backend = await startTestBackend({}, { mounts: [payments] });
});

afterAll(async () => {
  await backend?.stop();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

async function pay(url: string, number: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: number, card_expiry: '04/41', card_cvc: '424', action: 'pay' }).toString(),
  });
}

describe('local provider API', () => {
  it('answers a wrong key and an unknown price with Stripe\'s errors', async () => {
    await expect(sdk('sk_test_wrong').customers.create({ email: 'a@example.org' })).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const unknown = sdk().checkout.sessions.create({ mode: 'subscription', line_items: [{ price: 'price_nope', quantity: 1 }], success_url: 'http://localhost:3000/ok' });
    await expect(unknown).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'resource_missing', param: 'line_items[0][price]' });
  });

  it('pays a store (payment mode) session and delivers a signed checkout.session.completed', async () => {
    const stripe = sdk();
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', unit_amount: 4900, product_data: { name: 'Annual Report Template' } }, quantity: 2 },
        { price_data: { currency: 'usd', unit_amount: 1500, product_data: { name: 'Board Minutes Pack' } }, quantity: 1 },
      ],
      metadata: { kind: 'store', order_id: 'order-1' },
      success_url: 'http://localhost:3000/templates?ecommerce_success=true&session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/templates',
    });
    expect(session).toMatchObject({ object: 'checkout.session', mode: 'payment', status: 'open', payment_status: 'unpaid', amount_total: 11300 });

    const page = await (await fetch(String(session.url))).text();
    expect(page).toContain('Annual Report Template');
    expect(page).toContain('$113.00');

    const declined = await pay(String(session.url), '4000000000000002');
    expect(declined.status).toBe(402);
    expect(received.filter((event) => event.type === 'checkout.session.completed')).toHaveLength(0);

    const paid = await pay(String(session.url), '4242424242424242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/templates?ecommerce_success=true&session=${session.id}`);
    const completed = received.find((event) => event.type === 'checkout.session.completed');
    expect(completed?.data.object).toMatchObject({ id: session.id, payment_status: 'paid', status: 'complete', metadata: { kind: 'store', order_id: 'order-1' } });

    const items = await stripe.checkout.sessions.listLineItems(session.id);
    expect(items.data.map((item) => [item.description, item.quantity, item.amount_total])).toEqual([
      ['Annual Report Template', 2, 9800],
      ['Board Minutes Pack', 1, 1500],
    ]);
  });

  it('delivers subscription created, updated and deleted events in Stripe\'s shapes', async () => {
    const stripe = sdk();
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: 'price_missionbase_starter_monthly', quantity: 1 }],
      subscription_data: { metadata: { organization_id: 'org-x' } },
      customer_email: 'payer@example.org',
      success_url: 'http://localhost:3000/app/dashboard?subscription_success=true',
    });
    expect((await pay(String(session.url), '4242 4242 4242 4242')).status).toBe(303);
    expect(received.slice(-3).map((event) => event.type)).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    const subscriptionId = String((await stripe.checkout.sessions.retrieve(session.id)).subscription);

    const updated = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    expect(updated.cancel_at_period_end).toBe(true);
    const updateEvent = received.at(-1);
    expect(updateEvent?.type).toBe('customer.subscription.updated');
    expect(updateEvent?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });

    const deleted = await stripe.subscriptions.cancel(subscriptionId);
    expect(deleted.status).toBe('canceled');
    expect(received.at(-1)?.type).toBe('customer.subscription.deleted');
    await expect(stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false })).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('serves the Stripe.js stand-in that opens the hosted page', async () => {
    const response = await fetch(`${backend.url}/provider/js/v3`);
    expect(response.headers.get('content-type')).toContain('javascript');
    const script = await response.text();
    expect(script).toContain('window.Stripe = LocalStripe');
    expect(script).toContain(`${backend.url}`);
  });

  it('keeps its state out of the Data API', async () => {
    const response = await fetch(`${backend.url}/rest/v1/objects`, { headers: { apikey: backend.serviceRoleKey, 'accept-profile': 'local_stripe' } });
    expect(response.status).toBe(406);
  });
});
