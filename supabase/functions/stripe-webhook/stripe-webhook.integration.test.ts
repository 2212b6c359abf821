// stripe-webhook through the real backend with events signed by the real Stripe SDK: bad
// signatures are refused with 400 and change nothing, a correctly signed event applies, a
// redelivered event id is acknowledged without a second effect, unknown types are ignored, and
// no browser client (anon or signed in) can write subscriptions or payments.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPriceId } from '@missionbase/domain/plans';
import { BillingFixture, eventPayload, subscriptionObject } from '../_shared/billing-test-fixture.ts';
import type { SignedUpUser } from '../_shared/billing-test-fixture.ts';

let fx: BillingFixture;
let owner: SignedUpUser;
let orgId: string;

beforeAll(async () => {
  fx = await BillingFixture.start();
  ({ user: owner, orgId } = await fx.owner('Webhook Org'));
});

afterAll(async () => {
  await fx?.stop();
});

const now = Math.floor(Date.now() / 1000);

function activeEvent(subscriptionId = 'sub_handmade_1'): string {
  return eventPayload(
    'customer.subscription.updated',
    subscriptionObject({ id: subscriptionId, orgId, priceId: defaultPriceId('scale', 'monthly'), periodStart: now, periodEnd: now + 30 * 86400 }),
  );
}

async function notificationCount(): Promise<number> {
  const rows = await fx.backend.admin.query<{ n: string }>('select count(*) as n from public.notifications where organization_id = $1', [orgId]);
  return Number(rows[0]?.n);
}

describe('stripe-webhook signature checks', () => {
  it('rejects an unsigned, a tampered, a wrongly signed and a stale event with 400 and changes nothing', async () => {
    const before = await fx.subscriptionRow(orgId);
    const notesBefore = await notificationCount();
    const payload = activeEvent();
    const secret = fx.paymentSettings.stripeWebhookSecret;

    const unsigned = await fx.deliverEvent(payload, null);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error).toBe('Missing Stripe-Signature header.');

    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const tampered = await fx.deliverEvent(payload.replace('"active"', '"trialing"'), signature);
    expect(tampered.status).toBe(400);
    expect(String(tampered.body.error)).toMatch(/^Webhook signature verification failed/);

    const wrongSecret = await fx.deliverEvent(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_the_secret' }));
    expect(wrongSecret.status).toBe(400);

    const stale = await fx.deliverEvent(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: now - 301 }));
    expect(stale.status).toBe(400);
    expect(String(stale.body.error)).toContain('tolerance');

    expect(await fx.subscriptionRow(orgId)).toEqual(before);
    expect(await notificationCount()).toBe(notesBefore);
    const recorded = await fx.backend.admin.query('select 1 from billing.processed_events');
    expect(recorded).toHaveLength(0);
  });

  it('applies the same event when it is signed correctly (the checks above can fail)', async () => {
    const answer = await fx.deliverEvent(activeEvent());
    expect(answer).toEqual({ status: 200, body: { received: true } });
    expect(await fx.subscriptionRow(orgId)).toMatchObject({ status: 'active', plan: 'scale', billing_cycle: 'monthly', provider_subscription_id: 'sub_handmade_1' });
  });
});

describe('stripe-webhook idempotency', () => {
  it('acknowledges a redelivered event id and applies nothing a second time', async () => {
    const payload = eventPayload(
      'customer.subscription.updated',
      subscriptionObject({ id: 'sub_handmade_1', orgId, priceId: defaultPriceId('starter', 'yearly'), periodStart: now, periodEnd: now + 365 * 86400 }),
    );
    const first = await fx.deliverEvent(payload);
    expect(first).toEqual({ status: 200, body: { received: true } });
    expect(await fx.subscriptionRow(orgId)).toMatchObject({ plan: 'starter', billing_cycle: 'yearly' });
    const notesAfterFirst = await notificationCount();

    // Something else changes the row; a replay of the old event must not undo it.
    await fx.backend.admin.query(`update public.subscriptions set plan = 'growth' where organization_id = $1`, [orgId]);
    const second = await fx.deliverEvent(payload);
    expect(second).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await fx.subscriptionRow(orgId)).toMatchObject({ plan: 'growth' });
    expect(await notificationCount()).toBe(notesAfterFirst);
  });

  it('records an invoice once however often invoice.paid arrives', async () => {
    const invoice = {
      id: 'in_handmade_1',
      object: 'invoice',
      amount_due: 2900,
      amount_paid: 2900,
      currency: 'usd',
      description: null,
      period_start: now,
      period_end: now,
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_handmade_1', metadata: { organization_id: orgId } } },
      lines: { object: 'list', data: [{ id: 'il_1', description: '1 × Missionbase Starter (at $29.00 / month)', period: { start: now, end: now + 30 * 86400 } }] },
    };
    const payload = eventPayload('invoice.paid', invoice);
    expect((await fx.deliverEvent(payload)).status).toBe(200);
    expect((await fx.deliverEvent(payload)).body).toEqual({ received: true, duplicate: true });
    // A different event about the same invoice updates its row instead of adding one.
    expect((await fx.deliverEvent(eventPayload('invoice.paid', invoice))).status).toBe(200);
    const rows = await fx.backend.admin.query('select amount_cents, status, description from public.billing_payments where provider_invoice_id = $1', ['in_handmade_1']);
    expect(rows).toEqual([{ amount_cents: '2900', status: 'paid', description: '1 × Missionbase Starter (at $29.00 / month)' }]);
  });

  it('answers 200 to event types it does not handle, and records nothing', async () => {
    const answer = await fx.deliverEvent(eventPayload('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(answer).toEqual({ status: 200, body: { received: true, ignored: 'Unhandled event type customer.created' } });
  });

  it('writes a notification when a subscription ends, and the row reads canceled', async () => {
    const payload = eventPayload(
      'customer.subscription.deleted',
      { ...subscriptionObject({ id: 'sub_handmade_1', orgId, priceId: defaultPriceId('growth', 'monthly'), status: 'canceled', periodStart: now, periodEnd: now }), canceled_at: now },
    );
    expect((await fx.deliverEvent(payload)).status).toBe(200);
    expect(await fx.subscriptionRow(orgId)).toMatchObject({ status: 'canceled' });
    const notes = await fx.backend.admin.query<{ title: string }>(`select title from public.notifications where organization_id = $1 and title = 'Subscription canceled'`, [orgId]);
    expect(notes).toHaveLength(1);
  });
});

describe('only the webhook writes billing', () => {
  it('refuses subscription and payment writes from signed-in users and visitors', async () => {
    const before = await fx.subscriptionRow(orgId);
    const update = await owner.client.from('subscriptions').update({ status: 'active', plan: 'scale' }).eq('organization_id', orgId).select();
    expect(update.error?.code).toBe('42501');
    const insertPayment = await owner.client.from('billing_payments').insert({ organization_id: orgId, provider_invoice_id: 'in_forged', amount_cents: 1, status: 'paid' });
    expect(insertPayment.error?.code).toBe('42501');
    const anon = fx.anonClient();
    const anonUpdate = await anon.from('subscriptions').update({ status: 'active' }).eq('organization_id', orgId);
    expect(anonUpdate.error).not.toBeNull();
    const anonPayment = await anon.from('billing_payments').insert({ organization_id: orgId, provider_invoice_id: 'in_forged2', amount_cents: 1, status: 'paid' });
    expect(anonPayment.error).not.toBeNull();
    const rpc = await owner.client.rpc('billing_apply_subscription', {
      p_event_id: 'evt_forged',
      p_event_type: 'customer.subscription.updated',
      p_organization_id: orgId,
      p_subscription: { status: 'active', plan: 'scale', billing_cycle: 'yearly', provider_subscription_id: 'sub_forged' },
    });
    expect(rpc.error).not.toBeNull();
    expect(await fx.subscriptionRow(orgId)).toEqual(before);
    expect(await fx.backend.admin.query(`select 1 from public.billing_payments where provider_invoice_id like 'in_forged%'`)).toHaveLength(0);
  });

  it('shows the payment history to owners and admins, not to members', async () => {
    const member = await fx.member(orgId, 'member');
    const admin = await fx.member(orgId, 'admin');
    const asOwner = await owner.client.from('billing_payments').select('provider_invoice_id').eq('organization_id', orgId);
    const asAdmin = await admin.client.from('billing_payments').select('provider_invoice_id').eq('organization_id', orgId);
    const asMember = await member.client.from('billing_payments').select('provider_invoice_id').eq('organization_id', orgId);
    expect(asOwner.data).toEqual([{ provider_invoice_id: 'in_handmade_1' }]);
    expect(asAdmin.data).toEqual([{ provider_invoice_id: 'in_handmade_1' }]);
    expect(asMember.data).toEqual([]);
  });
});
