// stripe-webhook: receives the payment provider's events (no JWT: Stripe signs instead). The raw
// body is verified with the Stripe SDK against STRIPE_WEBHOOK_SECRET (unsigned, tampered, wrong
// secret or older than 300 s -> 400, nothing changes). Each effect runs in one SQL function that
// records the event id in the same transaction, so a redelivered event changes nothing.
import type Stripe from 'stripe';
import type { SupabaseClient } from '@supabase/supabase-js';
import { envObject } from '../_shared/env.ts';
import { errorResponse, json } from '../_shared/http.ts';
import { serve } from '../_shared/serve.ts';
import { createStripeClient, webhookSigningSecret } from '../_shared/stripe-client.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';
import {
  invoiceSubscription,
  organizationIdFrom,
  paymentFailedNotification,
  paymentRowFrom,
  subscriptionNotification,
  subscriptionRowFrom,
} from './event-effects.ts';

type Outcome = { duplicate?: boolean; ignored?: string };

async function rpc(db: SupabaseClient, name: string, args: Record<string, unknown>): Promise<Outcome> {
  const { data, error } = await db.rpc(name, args);
  if (error) throw new Error(`${name} failed: ${error.message}`);
  const result = (data ?? {}) as { duplicate?: unknown; ignored?: unknown };
  return {
    ...(result.duplicate === true ? { duplicate: true } : {}),
    ...(typeof result.ignored === 'string' ? { ignored: result.ignored } : {}),
  };
}

async function applySubscription(db: SupabaseClient, event: Stripe.Event, subscription: Stripe.Subscription, fallbackOrg: string | null): Promise<Outcome> {
  const mapped = subscriptionRowFrom(subscription, envObject());
  if (!mapped.ok) return { ignored: mapped.reason };
  return rpc(db, 'billing_apply_subscription', {
    p_event_id: event.id,
    p_event_type: event.type,
    p_organization_id: mapped.organizationId ?? fallbackOrg,
    p_subscription: mapped.row,
    p_notification: subscriptionNotification(mapped.row),
  });
}

async function applyEvent(event: Stripe.Event, stripe: Stripe, db: SupabaseClient): Promise<Outcome> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.metadata?.kind === 'store') {
        return rpc(db, 'billing_record_store_checkout', { p_event_id: event.id, p_event_type: event.type, p_checkout_session: session });
      }
      if (session.mode !== 'subscription' || !session.subscription) return { ignored: 'Not a subscription checkout' };
      // The session names the subscription; its state comes from the provider itself.
      const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      return applySubscription(db, event, subscription, organizationIdFrom(session.metadata, session.client_reference_id));
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(db, event, event.data.object, null);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const { subscriptionId, metadata } = invoiceSubscription(invoice);
      if (subscriptionId === null) return { ignored: 'Not a subscription invoice' };
      const payment = paymentRowFrom(invoice, event.type === 'invoice.paid' ? 'paid' : 'failed');
      return rpc(db, 'billing_record_payment', {
        p_event_id: event.id,
        p_event_type: event.type,
        p_organization_id: organizationIdFrom(metadata),
        p_payment: payment,
        p_notification: payment.status === 'failed' ? paymentFailedNotification(payment) : null,
      });
    }
    default:
      return { ignored: `Unhandled event type ${event.type}` };
  }
}

async function handler(req: Request): Promise<Response> {
  if (req.method !== 'POST') return errorResponse(405, 'Use POST.');
  const signature = req.headers.get('stripe-signature');
  // The signature covers the exact bytes sent: read the raw text, never re-serialised JSON.
  const payload = await req.text();
  if (!signature) return errorResponse(400, 'Missing Stripe-Signature header.');
  const stripe = createStripeClient();
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(payload, signature, webhookSigningSecret());
  } catch (error) {
    return errorResponse(400, `Webhook signature verification failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const outcome = await applyEvent(event, stripe, serviceClient());
    return json(200, { received: true, ...outcome });
  } catch (error) {
    // 500 makes Stripe retry later; the event id was not recorded, so the retry applies it.
    return errorResponse(500, `Could not apply ${event.type} ${event.id}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export default serve(handler);
