// Test support for the billing functions (integration tests only, never imported by a function):
// a real backend serving the real functions and the local provider, users signed up through
// supabase-js (so they hold real tokens), calls to the functions, paying on the hosted checkout
// page over HTTP, and webhook events signed with the real Stripe SDK.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { paymentProvider } from '@missionbase/payment-provider/src/mount';
import type { PaymentProviderMount } from '@missionbase/payment-provider/src/mount';
import type { PaymentSettings } from '@missionbase/payment-provider/src/payment-settings';

export interface SignedUpUser {
  id: string;
  email: string;
  accessToken: string;
  client: SupabaseClient;
}

export interface FunctionAnswer {
  status: number;
  body: Record<string, unknown>;
}

export const PASSWORD = 'correct horse battery staple';

export class BillingFixture {
  private constructor(
    readonly backend: TestBackend,
    private readonly payments: PaymentProviderMount,
  ) {}

  /** The backend with the product's payments mounted (the local provider, the functions' payment settings), as `pnpm start` runs it. */
  static async start(): Promise<BillingFixture> {
    const payments = paymentProvider();
    return new BillingFixture(await startTestBackend({}, { mounts: [payments] }), payments);
  }

  /** The keys the local provider and the functions use. */
  get paymentSettings(): PaymentSettings {
    return this.payments.settings;
  }

  async stop(): Promise<void> {
    await this.backend.stop();
  }

  anonClient(): SupabaseClient {
    return createTestClient(this.backend.url, this.backend.anonKey);
  }

  serviceClient(): SupabaseClient {
    return createTestClient(this.backend.url, this.backend.serviceRoleKey);
  }

  /** Signs a user up (organization_name provisions an organization with a 14-day trial). */
  async signUp(metadata: Record<string, unknown> = {}): Promise<SignedUpUser> {
    const client = this.anonClient();
    const email = `billing-${randomUUID()}@example.org`;
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: metadata } });
    if (error || !data.user || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
    return { id: data.user.id, email, accessToken: data.session.access_token, client };
  }

  /** A user owning a fresh organization. */
  async owner(name = `Billing Org ${randomUUID().slice(0, 6)}`): Promise<{ user: SignedUpUser; orgId: string }> {
    const user = await this.signUp({ organization_name: name, full_name: 'Olive Owner' });
    const rows = await this.backend.admin.query<{ organization_id: string }>(
      `select organization_id from public.organization_members where user_id = $1 and role = 'owner'`,
      [user.id],
    );
    const orgId = rows[0]?.organization_id;
    if (!orgId) throw new Error('no organization was provisioned');
    return { user, orgId };
  }

  async member(orgId: string, role: 'admin' | 'member' | 'viewer'): Promise<SignedUpUser> {
    const user = await this.signUp({ full_name: `A ${role}` });
    await this.backend.admin.query('insert into public.organization_members (organization_id, user_id, role) values ($1, $2, $3)', [orgId, user.id, role]);
    return user;
  }

  /** POSTs JSON to a function as the holder of `token` (none: no Authorization header at all). */
  async callFunction(name: string, body: unknown, token: string | null, headers: Record<string, string> = {}): Promise<FunctionAnswer> {
    const response = await fetch(`${this.backend.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: this.backend.anonKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = { raw: text };
    }
    return { status: response.status, body: parsed };
  }

  /** Submits the hosted checkout form; returns the status, redirect target and page text. */
  async submitCheckout(url: string, fields: { number: string; expiry?: string; cvc?: string; action?: 'pay' | 'cancel' }): Promise<{ status: number; location: string | null; html: string }> {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        card_number: fields.number,
        card_expiry: fields.expiry ?? '12 / 40',
        card_cvc: fields.cvc ?? '123',
        action: fields.action ?? 'pay',
      }).toString(),
    });
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  }

  /** POSTs an event to the webhook exactly as Stripe would, with the given (or a correct) signature. */
  async deliverEvent(payload: string, signature?: string | null): Promise<FunctionAnswer> {
    const header = signature === undefined ? Stripe.webhooks.generateTestHeaderString({ payload, secret: this.paymentSettings.stripeWebhookSecret }) : signature;
    const response = await fetch(`${this.backend.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'stripe-signature': header }) },
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async subscriptionRow(orgId: string): Promise<Record<string, unknown> | undefined> {
    const rows = await this.backend.admin.query('select * from public.subscriptions where organization_id = $1', [orgId]);
    return rows[0];
  }
}

/** A Stripe subscription object as the webhook reads it, for hand-made events. */
export function subscriptionObject(input: { id: string; orgId: string; priceId: string; status?: string; cancelAtPeriodEnd?: boolean; periodStart: number; periodEnd: number }): Record<string, unknown> {
  return {
    id: input.id,
    object: 'subscription',
    status: input.status ?? 'active',
    customer: 'cus_handmade',
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    canceled_at: null,
    metadata: { organization_id: input.orgId, kind: 'subscription' },
    items: {
      object: 'list',
      data: [{ id: 'si_handmade', object: 'subscription_item', current_period_start: input.periodStart, current_period_end: input.periodEnd, price: { id: input.priceId, object: 'price' } }],
    },
  };
}

export function eventPayload(type: string, object: Record<string, unknown>, id = `evt_test_${randomUUID().replace(/-/g, '')}`): string {
  return JSON.stringify({ id, object: 'event', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), type, livemode: false, data: { object }, pending_webhooks: 1, request: { id: null, idempotency_key: null } });
}
