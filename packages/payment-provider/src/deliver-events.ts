// Sends the provider's events as Stripe does: a JSON `event` POSTed to the webhook endpoint with a
// `Stripe-Signature` header made by the real SDK from the signing secret. Events go out one after
// the other, in the order Stripe sends them, and each outcome is kept with the event.
import Stripe from 'stripe';
import type { Pool } from 'pg';
import { providerId, unixNow } from './ids.ts';
import type { PendingEvent, StripeObject } from './provider.ts';
import { saveObject } from './store.ts';

export interface DeliveryTarget {
  url: string;
  secret: string;
}

export interface DeliveryOutcome {
  eventId: string;
  type: string;
  status: number;
  body: string;
}

export function eventObject(pending: PendingEvent): StripeObject {
  return {
    id: providerId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unixNow(),
    data: { object: pending.object, ...(pending.previousAttributes ? { previous_attributes: pending.previousAttributes } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: pending.type,
  };
}

/** The header Stripe would send with this payload. */
export function signatureHeader(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: unixNow() });
}

export async function deliverEvents(pool: Pool, pending: PendingEvent[], target: DeliveryTarget, log: (entry: Record<string, unknown>) => void): Promise<DeliveryOutcome[]> {
  const outcomes: DeliveryOutcome[] = [];
  for (const item of pending) {
    const event = eventObject(item);
    const payload = JSON.stringify(event, null, 2);
    let outcome: DeliveryOutcome;
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signatureHeader(payload, target.secret), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
      });
      outcome = { eventId: event.id as string, type: item.type, status: response.status, body: (await response.text()).slice(0, 2000) };
    } catch (error) {
      outcome = { eventId: event.id as string, type: item.type, status: 0, body: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.status < 200 || outcome.status >= 300) {
      log({ level: 'error', msg: 'local provider webhook delivery failed', url: target.url, event: outcome.eventId, type: outcome.type, status: outcome.status, body: outcome.body });
    }
    await saveObject(pool, event.id as string, 'event', event, { delivery: outcome });
    outcomes.push(outcome);
  }
  return outcomes;
}
