// What the local provider does, in Stripe's object shapes: customers, Checkout Sessions (mode
// subscription or payment), paying a session (subscription + paid invoice, or a payment intent),
// and subscription updates and cancellation. Each operation runs in one transaction and returns
// the events Stripe would send; the caller delivers them after the commit.
import type { Pool, PoolClient } from 'pg';
import { asFormObject, formList, formMetadata, formObject, formString } from './form-body.ts';
import type { FormObject } from './form-body.ts';
import { providerId, unixNow } from './ids.ts';
import { catalogPrice, inlinePrice, productName } from './prices.ts';
import type { LocalPrice } from './prices.ts';
import { inTransaction } from '@missionbase/backend/src/db/transaction';
import { loadObject, saveObject } from './store.ts';
import { StripeApiError, invalidParam, missingResource } from './stripe-error.ts';

export type StripeObject = Record<string, unknown>;

export interface PendingEvent {
  type: string;
  object: StripeObject;
  previousAttributes?: StripeObject;
}

export interface CheckoutLineItem {
  id: string;
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  price: LocalPrice;
  quantity: number;
}

export interface SessionExtra {
  line_items: CheckoutLineItem[];
  subscription_metadata: Record<string, string>;
  payment_intent_metadata: Record<string, string>;
}

function listOf<T>(data: T[], url: string): StripeObject {
  return { object: 'list', data, has_more: false, total_count: data.length, url };
}

function stringField(object: StripeObject, key: string): string | null {
  const value = object[key];
  return typeof value === 'string' ? value : null;
}

function numberField(object: StripeObject, key: string): number {
  const value = object[key];
  return typeof value === 'number' ? value : 0;
}

/** The same day of the next month or year (Stripe's billing anchor, clamped to the month's end). */
export function addInterval(seconds: number, interval: 'month' | 'year'): number {
  const start = new Date(seconds * 1000);
  const end = new Date(start);
  const day = start.getUTCDate();
  end.setUTCDate(1);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return Math.floor(end.getTime() / 1000);
}

function quantityOf(item: FormObject): number {
  const raw = formString(item, 'quantity') ?? '1';
  const quantity = Number(raw);
  if (!Number.isInteger(quantity) || quantity < 1) throw invalidParam('line_items[][quantity]', `Invalid integer: ${raw}`);
  return quantity;
}

function lineItemFor(item: FormObject, index: number, env: Readonly<Record<string, string | undefined>>): CheckoutLineItem {
  const priceId = formString(item, 'price');
  let price: LocalPrice | null;
  let description: string;
  if (priceId !== undefined) {
    price = catalogPrice(priceId, env);
    if (!price) throw missingResource('price', priceId, `line_items[${index}][price]`);
    description = productName(price.product);
  } else {
    const data = formObject(item, 'price_data');
    const product = formObject(data, 'product_data');
    const name = formString(product, 'name');
    const amount = Number(formString(data, 'unit_amount'));
    const currency = (formString(data, 'currency') ?? '').toLowerCase();
    if (!name) throw invalidParam(`line_items[${index}][price_data][product_data][name]`, `Missing required param: line_items[${index}][price_data][product_data][name].`);
    if (!Number.isInteger(amount) || amount < 0) throw invalidParam(`line_items[${index}][price_data][unit_amount]`, 'Invalid non-negative integer');
    if (!/^[a-z]{3}$/.test(currency)) throw invalidParam(`line_items[${index}][price_data][currency]`, 'Invalid currency');
    const interval = formString(formObject(data, 'recurring'), 'interval');
    price = inlinePrice({
      currency,
      unitAmount: amount,
      productId: formString(data, 'product') ?? `prod_inline_${index}`,
      interval: interval === 'month' || interval === 'year' ? interval : null,
    });
    description = name;
  }
  const quantity = quantityOf(item);
  const total = price.unit_amount * quantity;
  return {
    id: providerId('li'),
    object: 'item',
    amount_discount: 0,
    amount_subtotal: total,
    amount_tax: 0,
    amount_total: total,
    currency: price.currency,
    description,
    price,
    quantity,
  };
}

export async function createCustomer(db: Pool | PoolClient, params: FormObject): Promise<StripeObject> {
  const customer: StripeObject = {
    id: providerId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: unixNow(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: formString(params, 'description') ?? null,
    email: formString(params, 'email') ?? null,
    invoice_prefix: null,
    livemode: false,
    metadata: formMetadata(params),
    name: formString(params, 'name') ?? null,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
  };
  await saveObject(db, customer.id as string, 'customer', customer);
  return customer;
}

export async function createCheckoutSession(
  db: Pool | PoolClient,
  params: FormObject,
  options: { publicUrl: string; env: Readonly<Record<string, string | undefined>> },
): Promise<StripeObject> {
  const mode = formString(params, 'mode');
  if (mode !== 'subscription' && mode !== 'payment') {
    throw invalidParam('mode', mode === undefined ? 'Missing required param: mode.' : `Invalid mode: must be one of payment, setup, or subscription`);
  }
  const successUrl = formString(params, 'success_url');
  if (!successUrl) throw invalidParam('success_url', 'Missing required param: success_url.');
  const items = formList(params, 'line_items').map((item, index) => lineItemFor(asFormObject(item), index, options.env));
  if (items.length === 0) throw invalidParam('line_items', 'Missing required param: line_items.');
  for (const [index, item] of items.entries()) {
    if (mode === 'subscription' && item.price.type !== 'recurring') {
      throw invalidParam(`line_items[${index}]`, 'You must provide at least one recurring price in `subscription` mode when using prices.');
    }
    if (mode === 'payment' && item.price.type === 'recurring') {
      throw invalidParam(`line_items[${index}]`, 'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.');
    }
  }
  const currencies = new Set(items.map((item) => item.currency));
  if (currencies.size > 1) throw invalidParam('line_items', 'All line items must share one currency.');
  const customerId = formString(params, 'customer') ?? null;
  if (customerId !== null && !(await loadObject(db, customerId, 'customer'))) throw missingResource('customer', customerId, 'customer');
  const id = providerId('cs_test', 58);
  const created = unixNow();
  const total = items.reduce((sum, item) => sum + item.amount_total, 0);
  const session: StripeObject = {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: formString(params, 'cancel_url') ?? null,
    client_reference_id: formString(params, 'client_reference_id') ?? null,
    created,
    currency: items[0]?.currency ?? 'usd',
    customer: customerId,
    customer_details: null,
    customer_email: formString(params, 'customer_email') ?? null,
    expires_at: created + 24 * 3600,
    invoice: null,
    livemode: false,
    metadata: formMetadata(params),
    mode,
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'open',
    subscription: null,
    success_url: successUrl,
    ui_mode: 'hosted',
    url: `${options.publicUrl}/provider/checkout/${id}`,
  };
  const extra: SessionExtra = {
    line_items: items,
    subscription_metadata: formMetadata(formObject(params, 'subscription_data')),
    payment_intent_metadata: formMetadata(formObject(params, 'payment_intent_data')),
  };
  await saveObject(db, id, 'checkout.session', session, { ...extra });
  return session;
}

export function sessionExtra(extra: Record<string, unknown>): SessionExtra {
  return {
    line_items: Array.isArray(extra.line_items) ? (extra.line_items as CheckoutLineItem[]) : [],
    subscription_metadata: (extra.subscription_metadata as Record<string, string> | undefined) ?? {},
    payment_intent_metadata: (extra.payment_intent_metadata as Record<string, string> | undefined) ?? {},
  };
}

function invoiceFor(input: {
  customer: string;
  customerEmail: string | null;
  subscription: StripeObject;
  item: StripeObject;
  price: LocalPrice;
  periodStart: number;
  periodEnd: number;
  reason: 'subscription_create' | 'subscription_update' | 'subscription_cycle';
}): StripeObject {
  const id = providerId('in');
  const now = unixNow();
  const amount = input.price.unit_amount;
  const interval = input.price.recurring?.interval ?? 'month';
  const dollars = (amount / 100).toFixed(2);
  const description = `1 × ${productName(input.price.product)} (at $${dollars} / ${interval})`;
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Missionbase',
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: amount,
    amount_remaining: 0,
    amount_shipping: 0,
    attempt_count: 1,
    attempted: true,
    billing_reason: input.reason,
    collection_method: 'charge_automatically',
    created: now,
    currency: input.price.currency,
    customer: input.customer,
    customer_email: input.customerEmail,
    description: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: listOf(
      [
        {
          id: providerId('il'),
          object: 'line_item',
          amount,
          currency: input.price.currency,
          description,
          invoice: id,
          livemode: false,
          metadata: {},
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { subscription: input.subscription.id, subscription_item: input.item.id, proration: false, invoice_item: null },
          },
          period: { start: input.periodStart, end: input.periodEnd },
          pricing: { type: 'price_details', price_details: { price: input.price.id, product: input.price.product }, unit_amount_decimal: String(amount) },
          quantity: 1,
        },
      ],
      `/v1/invoices/${id}/lines`,
    ),
    livemode: false,
    metadata: {},
    number: `MB-${id.slice(-8).toUpperCase()}`,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: input.subscription.metadata, subscription: input.subscription.id },
    },
    period_end: input.periodEnd,
    period_start: input.periodStart,
    status: 'paid',
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: now, voided_at: null },
    subtotal: amount,
    total: amount,
  };
}

function subscriptionItem(subscriptionId: string, price: LocalPrice, periodStart: number): StripeObject {
  return {
    id: providerId('si', 14),
    object: 'subscription_item',
    created: periodStart,
    current_period_end: addInterval(periodStart, price.recurring?.interval ?? 'month'),
    current_period_start: periodStart,
    discounts: [],
    metadata: {},
    price,
    quantity: 1,
    subscription: subscriptionId,
    tax_rates: [],
  };
}

/** Pays an open session: everything Stripe creates, and the events it sends, in order. */
export async function completeCheckoutSession(
  pool: Pool,
  sessionId: string,
  card: { last4: string; brand: string },
): Promise<{ session: StripeObject; events: PendingEvent[]; alreadyComplete: boolean }> {
  return inTransaction(pool, async (client) => {
    const stored = await loadObject(client, sessionId, 'checkout.session', true);
    if (!stored) throw missingResource('checkout.session', sessionId);
    const session = { ...stored.data };
    if (session.status === 'complete') return { session, events: [], alreadyComplete: true };
    if (session.status !== 'open') throw new StripeApiError(400, 'invalid_request_error', 'This Checkout Session is no longer active.', 'checkout_session_expired');
    const extra = sessionExtra(stored.extra);
    const now = unixNow();
    const paymentMethod = { id: providerId('pm'), card: { brand: card.brand, last4: card.last4 } };

    let customerId = stringField(session, 'customer');
    if (customerId === null) {
      const customer = await createCustomer(client, session.customer_email ? { email: session.customer_email as string } : {});
      customerId = customer.id as string;
    }
    const customerEmail = stringField(session, 'customer_email');
    const events: PendingEvent[] = [];
    const completed: StripeObject = {
      ...session,
      customer: customerId,
      customer_details: { email: customerEmail, name: null, address: null, phone: null, tax_exempt: 'none', tax_ids: [] },
      payment_status: 'paid',
      status: 'complete',
    };

    if (session.mode === 'subscription') {
      const firstLine = extra.line_items[0];
      if (!firstLine) throw invalidParam('line_items', 'The session has no line items.');
      const subscriptionId = providerId('sub');
      const item = subscriptionItem(subscriptionId, firstLine.price, now);
      const subscription: StripeObject = {
        id: subscriptionId,
        object: 'subscription',
        application: null,
        application_fee_percent: null,
        automatic_tax: { enabled: false, disabled_reason: null, liability: null },
        billing_cycle_anchor: now,
        billing_cycle_anchor_config: null,
        cancel_at: null,
        cancel_at_period_end: false,
        canceled_at: null,
        cancellation_details: { comment: null, feedback: null, reason: null },
        collection_method: 'charge_automatically',
        created: now,
        currency: firstLine.currency,
        customer: customerId,
        days_until_due: null,
        default_payment_method: paymentMethod.id,
        description: null,
        discounts: [],
        ended_at: null,
        invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
        items: listOf([item], `/v1/subscription_items?subscription=${subscriptionId}`),
        latest_invoice: null,
        livemode: false,
        metadata: extra.subscription_metadata,
        pending_update: null,
        schedule: null,
        start_date: now,
        status: 'active',
        trial_end: null,
        trial_start: null,
      };
      const invoice = invoiceFor({
        customer: customerId,
        customerEmail,
        subscription,
        item,
        price: firstLine.price,
        periodStart: now,
        periodEnd: item.current_period_end as number,
        reason: 'subscription_create',
      });
      subscription.latest_invoice = invoice.id;
      completed.subscription = subscriptionId;
      completed.invoice = invoice.id;
      await saveObject(client, subscriptionId, 'subscription', subscription);
      await saveObject(client, invoice.id as string, 'invoice', invoice);
      events.push({ type: 'checkout.session.completed', object: completed });
      events.push({ type: 'customer.subscription.created', object: subscription });
      events.push({ type: 'invoice.paid', object: invoice });
    } else {
      const intent: StripeObject = {
        id: providerId('pi'),
        object: 'payment_intent',
        amount: completed.amount_total,
        amount_received: completed.amount_total,
        created: now,
        currency: completed.currency,
        customer: customerId,
        livemode: false,
        metadata: extra.payment_intent_metadata,
        payment_method: paymentMethod.id,
        status: 'succeeded',
      };
      completed.payment_intent = intent.id;
      await saveObject(client, intent.id as string, 'payment_intent', intent);
      events.push({ type: 'checkout.session.completed', object: completed });
    }
    await saveObject(client, sessionId, 'checkout.session', completed, stored.extra);
    return { session: completed, events, alreadyComplete: false };
  });
}

/** Top-level keys whose values changed, with their old values (Stripe's `previous_attributes`). */
function previousAttributes(before: StripeObject, after: StripeObject): StripeObject {
  const changed: StripeObject = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = before[key] ?? null;
  }
  return changed;
}

function firstItem(subscription: StripeObject): StripeObject {
  const items = subscription.items as { data?: StripeObject[] } | undefined;
  const item = items?.data?.[0];
  if (!item) throw new StripeApiError(500, 'api_error', 'The subscription has no items.');
  return item;
}

/** POST /v1/subscriptions/:id: cancel_at_period_end, a price change of an item, metadata. */
export async function updateSubscription(
  pool: Pool,
  id: string,
  params: FormObject,
  env: Readonly<Record<string, string | undefined>>,
): Promise<{ subscription: StripeObject; events: PendingEvent[] }> {
  return inTransaction(pool, async (client) => {
    const stored = await loadObject(client, id, 'subscription', true);
    if (!stored) throw missingResource('subscription', id, 'id');
    const before = stored.data;
    if (before.status === 'canceled') {
      throw new StripeApiError(400, 'invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.');
    }
    const after: StripeObject = structuredClone(before);
    const now = unixNow();
    const events: PendingEvent[] = [];
    let newInvoice: StripeObject | null = null;

    const items = formList(params, 'items').map(asFormObject);
    for (const [index, change] of items.entries()) {
      const item = firstItem(after);
      const itemId = formString(change, 'id');
      if (itemId !== undefined && itemId !== item.id) throw missingResource('subscription item', itemId, `items[${index}][id]`);
      const priceId = formString(change, 'price');
      if (priceId === undefined) continue;
      const price = catalogPrice(priceId, env);
      if (!price) throw missingResource('price', priceId, `items[${index}][price]`);
      const oldPrice = item.price as LocalPrice;
      item.price = price;
      // A new interval starts a new billing period now and is invoiced at once; the same
      // interval keeps the period (Stripe prorates into the next invoice).
      if (price.recurring?.interval !== oldPrice.recurring?.interval) {
        item.current_period_start = now;
        item.current_period_end = addInterval(now, price.recurring?.interval ?? 'month');
        after.billing_cycle_anchor = now;
        newInvoice = invoiceFor({
          customer: after.customer as string,
          customerEmail: null,
          subscription: after,
          item,
          price,
          periodStart: now,
          periodEnd: item.current_period_end as number,
          reason: 'subscription_update',
        });
        after.latest_invoice = newInvoice.id;
      }
    }

    const cancelFlag = formString(params, 'cancel_at_period_end');
    if (cancelFlag === 'true') {
      after.cancel_at_period_end = true;
      after.cancel_at = firstItem(after).current_period_end;
      after.canceled_at = now;
      after.cancellation_details = { comment: null, feedback: null, reason: 'cancellation_requested' };
    } else if (cancelFlag === 'false') {
      after.cancel_at_period_end = false;
      after.cancel_at = null;
      after.canceled_at = null;
      after.cancellation_details = { comment: null, feedback: null, reason: null };
    } else if (cancelFlag !== undefined) {
      throw invalidParam('cancel_at_period_end', 'Invalid boolean: ' + cancelFlag);
    }

    const metadata = formObject(params, 'metadata');
    if (Object.keys(metadata).length > 0) {
      const merged: Record<string, string> = { ...(after.metadata as Record<string, string>) };
      for (const [key, value] of Object.entries(metadata)) {
        if (typeof value !== 'string') continue;
        if (value === '') delete merged[key];
        else merged[key] = value;
      }
      after.metadata = merged;
    }

    const changed = previousAttributes(before, after);
    await saveObject(client, id, 'subscription', after, stored.extra);
    if (Object.keys(changed).length > 0) events.push({ type: 'customer.subscription.updated', object: after, previousAttributes: changed });
    if (newInvoice) {
      newInvoice.parent = { type: 'subscription_details', quote_details: null, subscription_details: { metadata: after.metadata, subscription: id } };
      await saveObject(client, newInvoice.id as string, 'invoice', newInvoice);
      events.push({ type: 'invoice.paid', object: newInvoice });
    }
    return { subscription: after, events };
  });
}

/** DELETE /v1/subscriptions/:id: ends the subscription now. */
export async function cancelSubscriptionNow(pool: Pool, id: string): Promise<{ subscription: StripeObject; events: PendingEvent[] }> {
  return inTransaction(pool, async (client) => {
    const stored = await loadObject(client, id, 'subscription', true);
    if (!stored) throw missingResource('subscription', id, 'id');
    if (stored.data.status === 'canceled') return { subscription: stored.data, events: [] };
    const now = unixNow();
    const after: StripeObject = {
      ...stored.data,
      status: 'canceled',
      canceled_at: numberField(stored.data, 'canceled_at') || now,
      ended_at: now,
      cancel_at_period_end: false,
      cancel_at: null,
      cancellation_details: { comment: null, feedback: null, reason: 'cancellation_requested' },
    };
    await saveObject(client, id, 'subscription', after, stored.extra);
    return { subscription: after, events: [{ type: 'customer.subscription.deleted', object: after, previousAttributes: previousAttributes(stored.data, after) }] };
  });
}
