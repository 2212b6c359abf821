// `/v1/*`: the subset of Stripe's REST API the functions call, served by the local provider. The
// `stripe` SDK reaches it through its host/port/protocol options: form-encoded bodies, a bearer
// secret key, Stripe's JSON objects and Stripe's error shape.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProviderHandler, ProviderHost } from './host.ts';
import { BodyTooLargeError, readBody, sendJson } from './http.ts';
import { deliverEvents } from './deliver-events.ts';
import { parseStripeForm } from './form-body.ts';
import type { FormObject } from './form-body.ts';
import { catalogPrice } from './prices.ts';
import { localProviderEnabled, webhookTarget } from './host.ts';
import { cancelSubscriptionNow, createCheckoutSession, createCustomer, sessionExtra, updateSubscription } from './provider.ts';
import type { PendingEvent, StripeObject } from './provider.ts';
import { loadObject } from './store.ts';
import { StripeApiError, missingResource, sendStripeError } from './stripe-error.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function authenticate(req: IncomingMessage, ctx: ProviderHost): void {
  const header = req.headers.authorization ?? '';
  const key = /^bearer /i.test(header) ? header.slice(7).trim() : '';
  if (key === '') {
    throw new StripeApiError(401, 'invalid_request_error', 'You did not provide an API key. Provide your API key in the Authorization header, using Bearer auth.');
  }
  if (!sameSecret(key, ctx.config.localStripeSecretKey)) {
    throw new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, Math.min(key.length - 12, 20)))}${key.slice(-4)}`);
  }
}

async function formBody(req: IncomingMessage): Promise<FormObject> {
  let raw: string;
  try {
    raw = (await readBody(req)).toString('utf8');
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new StripeApiError(413, 'invalid_request_error', 'Request body too large.');
    throw error;
  }
  return parseStripeForm(raw);
}

async function found(ctx: ProviderHost, id: string, object: string, kind: string): Promise<StripeObject> {
  const stored = await loadObject(ctx.adminPool, decodeURIComponent(id), object);
  if (!stored) throw missingResource(kind, decodeURIComponent(id), 'id');
  return stored.data;
}

/** Answers with the object only after the events it caused were delivered, so callers see the change at once. */
async function answerAfterDelivery(res: ServerResponse, ctx: ProviderHost, object: StripeObject, events: PendingEvent[]): Promise<void> {
  await deliverEvents(ctx.adminPool, events, webhookTarget(ctx), ctx.log);
  sendJson(res, 200, object);
}

async function route(req: IncomingMessage, res: ServerResponse, subpath: string, ctx: ProviderHost): Promise<void> {
  const method = req.method ?? 'GET';
  const parts = subpath.split('/').filter((part) => part !== '');
  const [resource, id, sub] = parts;
  if (resource === 'customers' && parts.length === 1 && method === 'POST') {
    return sendJson(res, 200, await createCustomer(ctx.adminPool, await formBody(req)));
  }
  if (resource === 'customers' && id && parts.length === 2 && method === 'GET') {
    return sendJson(res, 200, await found(ctx, id, 'customer', 'customer'));
  }
  if (resource === 'checkout' && id === 'sessions') {
    const sessionId = sub;
    if (sessionId === undefined && method === 'POST') {
      const session = await createCheckoutSession(ctx.adminPool, await formBody(req), { publicUrl: ctx.publicUrl(), env: process.env });
      return sendJson(res, 200, session);
    }
    if (sessionId !== undefined && parts.length === 3 && method === 'GET') {
      return sendJson(res, 200, await found(ctx, sessionId, 'checkout.session', 'checkout.session'));
    }
    if (sessionId !== undefined && parts[3] === 'line_items' && parts.length === 4 && method === 'GET') {
      const stored = await loadObject(ctx.adminPool, decodeURIComponent(sessionId), 'checkout.session');
      if (!stored) throw missingResource('checkout.session', decodeURIComponent(sessionId), 'id');
      const data = sessionExtra(stored.extra).line_items;
      return sendJson(res, 200, { object: 'list', data, has_more: false, url: `/v1/checkout/sessions/${stored.id}/line_items` });
    }
  }
  if (resource === 'subscriptions' && id && parts.length === 2) {
    const subscriptionId = decodeURIComponent(id);
    if (method === 'GET') return sendJson(res, 200, await found(ctx, id, 'subscription', 'subscription'));
    if (method === 'POST') {
      const { subscription, events } = await updateSubscription(ctx.adminPool, subscriptionId, await formBody(req), process.env);
      return answerAfterDelivery(res, ctx, subscription, events);
    }
    if (method === 'DELETE') {
      const { subscription, events } = await cancelSubscriptionNow(ctx.adminPool, subscriptionId);
      return answerAfterDelivery(res, ctx, subscription, events);
    }
  }
  if (resource === 'prices' && id && parts.length === 2 && method === 'GET') {
    const price = catalogPrice(decodeURIComponent(id));
    if (!price) throw missingResource('price', decodeURIComponent(id), 'id');
    return sendJson(res, 200, price);
  }
  const readable: Record<string, string> = { invoices: 'invoice', payment_intents: 'payment_intent', events: 'event' };
  const object = resource ? readable[resource] : undefined;
  if (object && id && parts.length === 2 && method === 'GET') return sendJson(res, 200, await found(ctx, id, object, object));
  throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: /v1${subpath}). The local provider serves the part of Stripe's API that Missionbase uses; see docs/billing.md.`);
}

export const localStripeApiHandler: ProviderHandler = async (req, res, subpath, ctx) => {
  try {
    if (!localProviderEnabled(ctx.config)) {
      throw new StripeApiError(404, 'invalid_request_error', 'The local payment provider is off: a Stripe key is configured, or this is production.');
    }
    authenticate(req, ctx);
    await route(req, res, subpath, ctx);
  } catch (error) {
    if (error instanceof StripeApiError) return sendStripeError(res, error);
    throw error;
  }
};
