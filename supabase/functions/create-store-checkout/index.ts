// create-store-checkout: a templates-store checkout for anyone (the anon key is enough; a signed-in
// buyer's order is linked to them). Reads prices and stock from the database, stores a pending
// order with its items in one transaction, and creates the provider's Checkout Session (mode
// payment). Answers `{ sessionId, url }`, or `{ error }`: 400 bad input, 409 not enough stock.
// The order becomes paid, and stock goes down, only through the verified webhook.
import { STORE_CHECKOUT_MESSAGES } from '@missionbase/domain/cart';
import { CHECKOUT_MESSAGES } from '@missionbase/domain/checkout-flow';
import { errorResponse, json, preflight, readJsonBody } from '../_shared/http.ts';
import { identifyCaller } from '../_shared/org-admin.ts';
import { appOrigin } from '../_shared/return-urls.ts';
import { serve } from '../_shared/serve.ts';
import { createStripeClient } from '../_shared/stripe-client.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';
import { readEnv } from '../_shared/env.ts';
import { parseStoreCheckoutRequest } from './store-checkout-request.ts';
import { checkoutSessionParams, storeOrderSchema, storeReturnUrls } from './store-order.ts';

/** Postgres error codes create_store_order raises (see the store's migration). */
const STOCK_REFUSED = '23514';
const BAD_LINES = '22023';

/** The signed-in buyer, or null for a visitor calling with the anon key. */
async function buyerOf(req: Request): Promise<{ userId: string; email: string | null } | null> {
  const token = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '').trim();
  if (token === '' || token === readEnv('SUPABASE_ANON_KEY')) return null;
  const identified = await identifyCaller(req);
  return identified.ok ? { userId: identified.caller.userId, email: identified.caller.email } : null;
}

async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return errorResponse(405, 'Use POST.');
  const body = await readJsonBody(req);
  const parsed = parseStoreCheckoutRequest(body);
  if (!parsed.ok) return errorResponse(400, parsed.error);
  // The return addresses are built from the site's origin, never taken from the client.
  const origin = appOrigin(req);
  if (!origin) return errorResponse(400, 'The checkout needs the address of the site it starts from.');

  const buyer = await buyerOf(req);
  const email = parsed.request.email ?? buyer?.email ?? null;
  const db = serviceClient();
  const { data, error } = await db.rpc('create_store_order', {
    p_items: parsed.request.items.map((item) => ({ variant_id: item.variantId, quantity: item.quantity })),
    p_email: email,
    p_user_id: buyer?.userId ?? null,
  });
  if (error) {
    if (error.code === STOCK_REFUSED) return errorResponse(409, error.message);
    if (error.code === BAD_LINES) return errorResponse(400, STORE_CHECKOUT_MESSAGES.unknownVariant);
    throw new Error(`create_store_order failed: ${error.message}`);
  }
  const order = storeOrderSchema.parse(data);

  let session: { id: string; url: string | null };
  try {
    session = await createStripeClient().checkout.sessions.create(checkoutSessionParams(order, storeReturnUrls(origin), email), {
      // A retried create for the same order gets the same session, never a second one.
      idempotencyKey: `store-order-${order.order_id}`,
    });
  } catch (providerError) {
    // Nothing was charged: the order is closed so it never waits for a payment that cannot come.
    await db.from('store_orders').update({ status: 'canceled' }).eq('id', order.order_id).eq('status', 'pending');
    const message = providerError instanceof Error ? providerError.message : String(providerError);
    return errorResponse(502, `${CHECKOUT_MESSAGES.noSession} The payment provider said: ${message}`);
  }
  if (!session.url) return errorResponse(502, CHECKOUT_MESSAGES.noSession);
  const { error: linkError } = await db.from('store_orders').update({ provider_checkout_session_id: session.id }).eq('id', order.order_id);
  if (linkError) throw new Error(`Could not link the order to its session: ${linkError.message}`);
  return json(200, { sessionId: session.id, url: session.url });
}

export default serve(handler);
