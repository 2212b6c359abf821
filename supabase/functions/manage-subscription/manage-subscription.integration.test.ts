// manage-subscription through the real backend and the local provider: an owner subscribes on the
// hosted page, then cancels at the period end, resumes and changes plan and cycle; each change
// reaches the subscription row through the provider's signed webhook before the call answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPriceId } from '@missionbase/domain/plans';
import { BillingFixture } from '../_shared/billing-test-fixture.ts';
import type { SignedUpUser } from '../_shared/billing-test-fixture.ts';

let fx: BillingFixture;
let owner: SignedUpUser;
let orgId: string;

beforeAll(async () => {
  fx = await BillingFixture.start();
  ({ user: owner, orgId } = await fx.owner('Managed Org'));
  const started = await fx.callFunction('create-checkout-session', { priceId: defaultPriceId('starter', 'monthly'), userId: owner.id, orgId, userEmail: owner.email }, owner.accessToken);
  const paid = await fx.submitCheckout(String(started.body.url), { number: '4242424242424242' });
  if (paid.status !== 303) throw new Error(`checkout did not complete: ${paid.status}`);
});

afterAll(async () => {
  await fx?.stop();
});

describe('manage-subscription', () => {
  it('refuses an organization without a paid subscription, a member, and an unknown action', async () => {
    const { user: other, orgId: otherOrg } = await fx.owner('Trial Only Org');
    const trialOnly = await fx.callFunction('manage-subscription', { orgId: otherOrg, action: 'cancel' }, other.accessToken);
    expect(trialOnly).toEqual({ status: 400, body: { error: 'This organization has no paid subscription to manage. Choose a plan first.' } });
    const member = await fx.member(orgId, 'member');
    const asMember = await fx.callFunction('manage-subscription', { orgId, action: 'cancel' }, member.accessToken);
    expect(asMember.status).toBe(403);
    const badAction = await fx.callFunction('manage-subscription', { orgId, action: 'refund' }, owner.accessToken);
    expect(badAction).toEqual({ status: 400, body: { error: "action must be 'cancel', 'resume' or 'change'." } });
    expect(await fx.subscriptionRow(orgId)).toMatchObject({ status: 'active', cancel_at_period_end: false });
  });

  it('cancels at the period end, and the row says so when the call returns', async () => {
    const { data, error } = await owner.client.functions.invoke('manage-subscription', { body: { orgId, action: 'cancel' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ subscription: { status: 'active', cancel_at_period_end: true, plan: 'starter', cycle: 'monthly' } });
    const row = await fx.subscriptionRow(orgId);
    expect(row).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(row?.canceled_at).not.toBeNull();
    const notes = await fx.backend.admin.query<{ message: string }>(`select message from public.notifications where organization_id = $1 and title = 'Subscription set to cancel'`, [orgId]);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.message).toMatch(/^Your Starter plan stays active until \w+ \d+, \d{4}, then ends\.$/);
  });

  it('resumes', async () => {
    const answer = await fx.callFunction('manage-subscription', { orgId, action: 'resume' }, owner.accessToken);
    expect(answer.status).toBe(200);
    expect(await fx.subscriptionRow(orgId)).toMatchObject({ status: 'active', cancel_at_period_end: false, canceled_at: null });
  });

  it('changes plan within the cycle, keeping the period', async () => {
    const before = await fx.subscriptionRow(orgId);
    const answer = await fx.callFunction('manage-subscription', { orgId, action: 'change', priceId: defaultPriceId('growth', 'monthly') }, owner.accessToken);
    expect(answer.status).toBe(200);
    const row = await fx.subscriptionRow(orgId);
    expect(row).toMatchObject({ plan: 'growth', billing_cycle: 'monthly', provider_price_id: defaultPriceId('growth', 'monthly'), provider_subscription_id: before?.provider_subscription_id });
    expect(row?.current_period_end).toEqual(before?.current_period_end);
  });

  it('changes the cycle to yearly: a new year-long period and a new payment', async () => {
    const answer = await fx.callFunction('manage-subscription', { orgId, action: 'change', priceId: defaultPriceId('growth', 'yearly') }, owner.accessToken);
    expect(answer.status).toBe(200);
    const row = await fx.subscriptionRow(orgId);
    expect(row).toMatchObject({ plan: 'growth', billing_cycle: 'yearly' });
    const start = new Date(String(row?.current_period_start));
    const end = new Date(String(row?.current_period_end));
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);
    const payments = await fx.backend.admin.query<{ amount_cents: string }>('select amount_cents from public.billing_payments where organization_id = $1 order by created_at', [orgId]);
    expect(payments.map((p) => Number(p.amount_cents))).toEqual([2900, 79000]);
  });

  it('refuses the price the organization is already on, and an unknown price', async () => {
    const same = await fx.callFunction('manage-subscription', { orgId, action: 'change', priceId: defaultPriceId('growth', 'yearly') }, owner.accessToken);
    expect(same).toEqual({ status: 400, body: { error: 'The organization is already on this plan and cycle.' } });
    const unknown = await fx.callFunction('manage-subscription', { orgId, action: 'change', priceId: 'price_other' }, owner.accessToken);
    expect(unknown.status).toBe(400);
  });
});
