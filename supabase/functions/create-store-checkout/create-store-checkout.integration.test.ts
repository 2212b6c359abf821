// The templates store's checkout against the real backend: create-store-checkout through
// supabase-js (prices and stock from the database, the sale price, the stock refusal, bad input),
// the Checkout Session the local provider holds, and fulfil_store_order through a real signed
// webhook delivery to stripe-webhook (paid once, stock down once, even when delivered twice).
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { paymentProvider } from '@missionbase/payment-provider/src/mount';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { STORE_CHECKOUT_MESSAGES } from '@missionbase/domain/cart';

const WEBHOOK_SECRET = 'whsec_store_checkout_integration';
const PROVIDER_KEY = 'sk_test_store_checkout_integration';
const SITE = 'http://localhost:4150';

let backend: TestBackend;
let anon: SupabaseClient;
let stripe: Stripe;

interface OrderRow {
  id: string;
  status: string;
  email: string | null;
  user_id: string | null;
  amount_total_cents: number;
  needs_attention: boolean;
  attention_note: string | null;
  provider_checkout_session_id: string | null;
}

beforeAll(async () => {
  backend = await startTestBackend({}, { mounts: [paymentProvider({ stripeWebhookSecret: WEBHOOK_SECRET, localStripeSecretKey: PROVIDER_KEY })] });
  anon = createTestClient(backend.url, backend.anonKey);
  const api = new URL(backend.url);
  stripe = new Stripe(PROVIDER_KEY, { host: api.hostname, port: Number(api.port), protocol: 'http', maxNetworkRetries: 0, telemetry: false });
});

afterAll(async () => {
  await backend?.stop();
});

type Answer = { status: number; body: Record<string, unknown> };

async function checkout(client: SupabaseClient, body: unknown): Promise<Answer> {
  const { data, error } = await client.functions.invoke('create-store-checkout', { body: body as Record<string, unknown>, headers: { origin: SITE } });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  if (!(error instanceof FunctionsHttpError)) throw error;
  const response = error.context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function orderCount(): Promise<number> {
  const rows = await backend.admin.query<{ n: number }>('select count(*)::int as n from public.store_orders');
  return rows[0]?.n ?? -1;
}

async function stockOf(variantId: string): Promise<number> {
  const rows = await backend.admin.query<{ inventory_quantity: number }>('select inventory_quantity from public.store_product_variants where id = $1', [variantId]);
  const row = rows[0];
  if (!row) throw new Error(`no variant ${variantId}`);
  return row.inventory_quantity;
}

async function orderBySession(sessionId: string): Promise<OrderRow> {
  const rows = await backend.admin.query<OrderRow>('select * from public.store_orders where provider_checkout_session_id = $1', [sessionId]);
  const row = rows[0];
  if (!row) throw new Error(`no order for ${sessionId}`);
  return row;
}

async function setStock(variantId: string, quantity: number): Promise<void> {
  await backend.admin.query('update public.store_product_variants set inventory_quantity = $2 where id = $1', [variantId, quantity]);
}

/** What the provider sends once the buyer has paid: the session, paid, with the buyer's e-mail. */
async function paidSession(sessionId: string, email: string): Promise<Stripe.Checkout.Session> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  return { ...session, status: 'complete', payment_status: 'paid', customer_details: { ...(session.customer_details ?? {}), email } as Stripe.Checkout.Session.CustomerDetails };
}

/** Delivers an event to stripe-webhook signed exactly as Stripe signs (Stripe-Signature: t=...,v1=...). */
async function deliver(eventId: string, session: Stripe.Checkout.Session): Promise<Response> {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2025-03-31.basil',
    created: Math.floor(Date.now() / 1000),
    type: 'checkout.session.completed',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: session },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return fetch(`${backend.url}/functions/v1/stripe-webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
}

describe('create-store-checkout', () => {
  it('[CART-2] prices each line from the database, the sale price when one runs, whatever the client sends', async () => {
    // A price the client never saw: the server must charge the database's.
    await backend.admin.query('update public.store_product_variants set price_cents = 8500 where id = $1', ['grp-federal']);
    const answer = await checkout(anon, {
      items: [
        { variantId: 'abw-single', quantity: 2, price_in_cents: 1 },
        { variantId: 'grp-federal', quantity: 1, sale_price_in_cents: 0 },
        { variantId: 'yec-seat', quantity: 1 },
      ],
      email: 'treasurer@example.org',
      amount_total: 5,
    });
    expect(answer.status).toBe(200);
    const sessionId = String(answer.body.sessionId);
    expect(sessionId).toMatch(/^cs_/);
    expect(String(answer.body.url)).toContain(`/provider/checkout/${sessionId}`);

    const order = await orderBySession(sessionId);
    expect(order).toMatchObject({ status: 'pending', email: 'treasurer@example.org', user_id: null, amount_total_cents: 2 * 3900 + 8500 + 11900 });
    const items = await backend.admin.query<{ variant_id: string; quantity: number; unit_price_cents: number; product_title: string }>(
      'select variant_id, quantity, unit_price_cents, product_title from public.store_order_items where order_id = $1 order by line_number',
      [order.id],
    );
    expect(items).toEqual([
      { variant_id: 'abw-single', quantity: 2, unit_price_cents: 3900, product_title: 'Annual Budget Workbook' },
      { variant_id: 'grp-federal', quantity: 1, unit_price_cents: 8500, product_title: 'Grant Report Pack' },
      { variant_id: 'yec-seat', quantity: 1, unit_price_cents: 11900, product_title: 'Year-End Close Workshop' },
    ]);

    // The provider holds a one-time payment session for exactly that order.
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 2 * 3900 + 8500 + 11900,
      currency: 'usd',
      metadata: { kind: 'store', order_id: order.id },
      success_url: `${SITE}/templates?ecommerce_success=true`,
      cancel_url: `${SITE}/templates`,
    });
    const lines = await stripe.checkout.sessions.listLineItems(sessionId);
    expect(lines.data.map((line) => [line.description, line.quantity, line.amount_total])).toEqual([
      ['Annual Budget Workbook (Single organization)', 2, 7800],
      ['Grant Report Pack (Federal grants (Uniform Guidance))', 1, 8500],
      ['Year-End Close Workshop (One seat, December 9)', 1, 11900],
    ]);
    // Checking out takes nothing out of stock: only a payment does.
    expect(await stockOf('yec-seat')).toBe(12);
  });

  it('[CART-3] refuses more than the stock with the exact message (409) and stores nothing', async () => {
    const before = await orderCount();
    const answer = await checkout(anon, { items: [{ variantId: 'abw-multi', quantity: 1 }, { variantId: 'bpb-binder', quantity: 4 }] });
    expect(answer).toEqual({ status: 409, body: { error: 'Not enough stock for Board Policy Bundle (Printed binder). Only 3 left.' } });
    expect(await orderCount()).toBe(before);
    // Exactly the stock is fine.
    expect((await checkout(anon, { items: [{ variantId: 'bpb-binder', quantity: 3 }] })).status).toBe(200);
  });

  it('refuses bad input with 400 and a clear message, storing nothing', async () => {
    const before = await orderCount();
    const cases: Array<[unknown, string]> = [
      [{}, STORE_CHECKOUT_MESSAGES.empty],
      [{ items: [] }, STORE_CHECKOUT_MESSAGES.empty],
      [{ items: Array.from({ length: 21 }, (_, n) => ({ variantId: `v-${n}`, quantity: 1 })) }, STORE_CHECKOUT_MESSAGES.tooManyLines],
      [{ items: [{ variantId: 'abw-single', quantity: 0 }] }, STORE_CHECKOUT_MESSAGES.badQuantity],
      [{ items: [{ variantId: 'abw-single', quantity: 100 }] }, STORE_CHECKOUT_MESSAGES.badQuantity],
      [{ items: [{ variantId: 'abw-single', quantity: 1.5 }] }, STORE_CHECKOUT_MESSAGES.badQuantity],
      [{ items: [{ variantId: 'abw-single', quantity: '2' }] }, STORE_CHECKOUT_MESSAGES.badQuantity],
      [{ items: [{ variantId: 'abw-single', quantity: 1 }, { variantId: 'abw-single', quantity: 1 }] }, STORE_CHECKOUT_MESSAGES.duplicateLine],
      [{ items: [{ variantId: 'no-such-template', quantity: 1 }] }, STORE_CHECKOUT_MESSAGES.unknownVariant],
      [{ items: [{ quantity: 1 }] }, STORE_CHECKOUT_MESSAGES.unknownVariant],
      [{ items: [{ variantId: 'abw-single', quantity: 1 }], email: 'not an address' }, STORE_CHECKOUT_MESSAGES.badEmail],
    ];
    for (const [body, error] of cases) {
      expect(await checkout(anon, body), JSON.stringify(body).slice(0, 80)).toEqual({ status: 400, body: { error } });
    }
    // An inactive variant is as unknown as a missing one.
    await backend.admin.query('update public.store_product_variants set active = false where id = $1', ['coa-health']);
    expect(await checkout(anon, { items: [{ variantId: 'coa-health', quantity: 1 }] })).toEqual({ status: 400, body: { error: STORE_CHECKOUT_MESSAGES.unknownVariant } });
    await backend.admin.query('update public.store_product_variants set active = true where id = $1', ['coa-health']);
    expect(await orderCount()).toBe(before);
  });

  it("links a signed-in buyer's order to them, and only they read it", async () => {
    const buyer = createTestClient(backend.url, backend.anonKey);
    const email = `buyer-${randomUUID().slice(0, 8)}@example.org`;
    expect((await buyer.auth.signUp({ email, password: 'correct horse battery staple' })).error).toBeNull();
    const answer = await checkout(buyer, { items: [{ variantId: 'coa-food', quantity: 1 }] });
    expect(answer.status).toBe(200);
    const order = await orderBySession(String(answer.body.sessionId));
    const user = await buyer.auth.getUser();
    expect(order).toMatchObject({ user_id: user.data.user?.id, email });

    const own = await buyer.from('store_orders').select('id, status, store_order_items(variant_id, quantity)');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ id: order.id, status: 'pending', store_order_items: [{ variant_id: 'coa-food', quantity: 1 }] }]);

    const stranger = createTestClient(backend.url, backend.anonKey);
    expect((await stranger.auth.signUp({ email: `stranger-${randomUUID().slice(0, 8)}@example.org`, password: 'correct horse battery staple' })).error).toBeNull();
    expect((await stranger.from('store_orders').select('id')).data).toEqual([]);
    expect((await stranger.from('store_order_items').select('id')).data).toEqual([]);
  });
});

describe('fulfil_store_order through the signed webhook', () => {
  it('[BILL-5] marks the order paid and takes stock down once, even when the event is delivered twice', async () => {
    await setStock('yec-seat', 12);
    const answer = await checkout(anon, { items: [{ variantId: 'yec-seat', quantity: 3 }, { variantId: 'abw-multi', quantity: 1 }] });
    expect(answer.status).toBe(200);
    const sessionId = String(answer.body.sessionId);
    const session = await paidSession(sessionId, 'paid@example.org');
    const eventId = `evt_${randomUUID().replace(/-/g, '')}`;

    const first = await deliver(eventId, session);
    expect(first.status).toBe(200);
    const order = await orderBySession(sessionId);
    expect(order).toMatchObject({ status: 'paid', email: 'paid@example.org', amount_total_cents: 3 * 11900 + 9900, needs_attention: false });
    expect(await stockOf('yec-seat')).toBe(9);

    // The same event again, and a second event for the same session: acknowledged, nothing more changes.
    expect((await deliver(eventId, session)).status).toBe(200);
    expect((await deliver(`evt_${randomUUID().replace(/-/g, '')}`, session)).status).toBe(200);
    expect(await stockOf('yec-seat')).toBe(9);
    expect(await orderBySession(sessionId)).toEqual(order);
  });

  it('keeps a payment whose stock ran out meanwhile: paid, stock at 0, flagged for a person', async () => {
    await setStock('bpb-binder', 2);
    const answer = await checkout(anon, { items: [{ variantId: 'bpb-binder', quantity: 2 }] });
    expect(answer.status).toBe(200);
    const sessionId = String(answer.body.sessionId);
    // Someone else bought one between this checkout and its payment.
    await setStock('bpb-binder', 1);
    expect((await deliver(`evt_${randomUUID().replace(/-/g, '')}`, await paidSession(sessionId, 'late@example.org'))).status).toBe(200);
    expect(await orderBySession(sessionId)).toMatchObject({
      status: 'paid',
      needs_attention: true,
      attention_note: 'Board Policy Bundle (Printed binder): 2 paid, only 1 in stock',
    });
    expect(await stockOf('bpb-binder')).toBe(0);
  });

  it('changes nothing for an unpaid session, an unknown session, or a forged signature', async () => {
    await setStock('yec-seat', 12);
    const answer = await checkout(anon, { items: [{ variantId: 'yec-seat', quantity: 1 }] });
    const sessionId = String(answer.body.sessionId);
    const unpaid = await stripe.checkout.sessions.retrieve(sessionId);
    expect((await deliver(`evt_${randomUUID().replace(/-/g, '')}`, unpaid)).status).toBe(200);
    expect((await orderBySession(sessionId)).status).toBe('pending');

    const before = await backend.admin.query('select id, status, amount_total_cents from public.store_orders order by id');
    const stranger = { ...(await paidSession(sessionId, 'x@example.org')), id: 'cs_test_not_ours' };
    expect((await deliver(`evt_${randomUUID().replace(/-/g, '')}`, stranger)).status).toBe(200);
    // metadata naming another order than the session's own is not this order's payment either.
    const mismatched = { ...(await paidSession(sessionId, 'x@example.org')), metadata: { kind: 'store', order_id: randomUUID() } };
    expect((await deliver(`evt_${randomUUID().replace(/-/g, '')}`, mismatched)).status).toBe(200);

    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed', data: { object: await paidSession(sessionId, 'x@example.org') } });
    const forged = await fetch(`${backend.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }) },
      body: payload,
    });
    expect(forged.status).toBe(400);

    expect(await backend.admin.query('select id, status, amount_total_cents from public.store_orders order by id')).toEqual(before);
    expect(await stockOf('yec-seat')).toBe(12);
  });
});

describe('who may write the store', () => {
  it('lets neither visitors nor signed-in users write orders or stock, nor call the store functions', async () => {
    const user = createTestClient(backend.url, backend.anonKey);
    expect((await user.auth.signUp({ email: `writer-${randomUUID().slice(0, 8)}@example.org`, password: 'correct horse battery staple' })).error).toBeNull();
    await setStock('yec-seat', 12);
    const orderId = (await backend.admin.query<{ id: string }>('select id from public.store_orders limit 1'))[0]?.id;
    expect(orderId).toBeDefined();
    const ordersBefore = await backend.admin.query('select * from public.store_orders order by id');

    for (const client of [anon, user]) {
      const stock = await client.from('store_product_variants').update({ inventory_quantity: 999 }).eq('id', 'yec-seat');
      expect(stock.error?.code).toBe('42501');
      const price = await client.from('store_product_variants').update({ sale_price_cents: 1 }).eq('id', 'abw-single');
      expect(price.error?.code).toBe('42501');
      const insert = await client.from('store_orders').insert({ amount_total_cents: 0, status: 'paid', paid_at: new Date().toISOString() });
      expect(insert.error?.code).toBe('42501');
      const pay = await client.from('store_orders').update({ status: 'paid', paid_at: new Date().toISOString() }).eq('id', orderId ?? '');
      expect(pay.error?.code).toBe('42501');
      const item = await client.from('store_order_items').insert({ order_id: orderId, line_number: 9, variant_id: 'yec-seat', product_id: 'year-end-close-workshop', product_title: 'x', variant_title: 'x', quantity: 1, unit_price_cents: 0 });
      expect(item.error?.code).toBe('42501');
      const fulfil = await client.rpc('fulfil_store_order', { p_checkout_session: { id: 'cs_x', payment_status: 'paid' } });
      expect(fulfil.error).not.toBeNull();
      const create = await client.rpc('create_store_order', { p_items: [{ variant_id: 'yec-seat', quantity: 1 }] });
      expect(create.error).not.toBeNull();
    }
    expect(await stockOf('yec-seat')).toBe(12);
    expect((await anon.from('store_product_variants').select('sale_price_cents').eq('id', 'abw-single')).data).toEqual([{ sale_price_cents: 3900 }]);
    expect(await backend.admin.query('select * from public.store_orders order by id')).toEqual(ordersBefore);
  });
});
