// `/provider/*`: the local provider's hosted checkout page (plain server-rendered HTML with
// labelled fields, no script needed) and `/provider/js/v3`, a stand-in for Stripe.js whose
// `Stripe(key).redirectToCheckout({ sessionId })` opens that page. Paying delivers the webhook
// events before the browser is sent back to the app, so the app sees the change on arrival.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProviderHandler, ProviderHost } from './host.ts';
import { readBody } from './http.ts';
import { deliverEvents } from './deliver-events.ts';
import { localProviderEnabled, webhookTarget } from './host.ts';
import { completeCheckoutSession, sessionExtra } from './provider.ts';
import type { StripeObject } from './provider.ts';
import { loadObject } from './store.ts';
import type { StoredObject } from './store.ts';
import { checkCard } from './test-cards.ts';
import { StripeApiError } from './stripe-error.ts';

interface FormState {
  number: string;
  expiry: string;
  cvc: string;
  error?: { field: 'number' | 'expiry' | 'cvc' | 'form'; message: string };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
}

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY' });
  res.end(html);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; background: #f6f8fa; color: #1a1f36; margin: 0; }
  main { max-width: 440px; margin: 48px auto; background: #fff; border-radius: 8px; padding: 32px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  .test { display: inline-block; background: #ffe8b3; color: #7a4b00; border-radius: 4px; padding: 2px 8px; font-size: .75rem; font-weight: 600; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 20px 0; }
  dt { color: #5b6478; } dd { margin: 0; text-align: right; font-weight: 500; }
  table { width: 100%; border-collapse: collapse; margin: 20px 0; } th, td { text-align: left; padding: 6px 0; border-bottom: 1px solid #e3e8ee; }
  td.amount, th.amount { text-align: right; }
  label { display: block; font-size: .875rem; margin: 14px 0 4px; }
  input { width: 100%; box-sizing: border-box; font-size: 1rem; padding: 10px; border: 1px solid #c4cad6; border-radius: 6px; }
  input[aria-invalid="true"] { border-color: #c0123c; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  .error { color: #c0123c; margin: 16px 0 0; font-weight: 500; }
  .hint { color: #5b6478; font-size: .8125rem; margin-top: 16px; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  button { flex: 1; font-size: 1rem; padding: 12px; border-radius: 6px; border: 1px solid #c4cad6; background: #fff; cursor: pointer; }
  button.pay { background: #1a7f5a; color: #fff; border-color: #1a7f5a; font-weight: 600; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

async function organizationName(ctx: ProviderHost, organizationId: unknown): Promise<string | null> {
  if (typeof organizationId !== 'string' || !/^[0-9a-f-]{36}$/i.test(organizationId)) return null;
  const result = await ctx.adminPool.query<{ name: string }>('select name from public.organizations where id = $1', [organizationId]);
  return result.rows[0]?.name ?? null;
}

async function summary(ctx: ProviderHost, stored: StoredObject): Promise<string> {
  const session = stored.data;
  const items = sessionExtra(stored.extra).line_items;
  const currency = typeof session.currency === 'string' ? session.currency : 'usd';
  const total = typeof session.amount_total === 'number' ? session.amount_total : 0;
  if (session.mode === 'subscription') {
    const item = items[0];
    const metadata = (session.metadata ?? {}) as Record<string, string>;
    const org = await organizationName(ctx, metadata.organization_id ?? session.client_reference_id);
    const interval = item?.price.recurring?.interval === 'year' ? 'year' : 'month';
    return `<dl>
  ${org ? `<dt>Organization</dt><dd data-testid="checkout-organization">${escapeHtml(org)}</dd>` : ''}
  <dt>Plan</dt><dd data-testid="checkout-plan">${escapeHtml(item?.description ?? 'Subscription')}</dd>
  <dt>Billing cycle</dt><dd data-testid="checkout-cycle">${interval === 'year' ? 'Yearly' : 'Monthly'}</dd>
  <dt>Amount</dt><dd data-testid="checkout-amount">${escapeHtml(money(total, currency))} per ${interval}</dd>
</dl>`;
  }
  const rows = items
    .map((item) => `<tr><td>${escapeHtml(item.description)}</td><td class="amount">${item.quantity}</td><td class="amount">${escapeHtml(money(item.amount_total, item.currency))}</td></tr>`)
    .join('\n');
  return `<table aria-label="Order">
  <thead><tr><th scope="col">Item</th><th scope="col" class="amount">Qty</th><th scope="col" class="amount">Amount</th></tr></thead>
  <tbody>
${rows}
  </tbody>
  <tfoot><tr><th scope="row" colspan="2">Total</th><td class="amount" data-testid="checkout-total">${escapeHtml(money(total, currency))}</td></tr></tfoot>
</table>`;
}

function field(id: string, name: string, label: string, value: string, state: FormState, extra: string): string {
  const invalid = state.error?.field === name.replace('card_', '');
  return `<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${name}" value="${escapeHtml(value)}" ${extra}${invalid ? ' aria-invalid="true" aria-describedby="card-error"' : ''}>`;
}

async function renderCheckout(ctx: ProviderHost, stored: StoredObject, state: FormState): Promise<string> {
  const session = stored.data;
  const heading = session.mode === 'subscription' ? 'Subscribe to Missionbase' : 'Pay Missionbase';
  const action = `/provider/checkout/${encodeURIComponent(stored.id)}`;
  const error = state.error ? `<p class="error" id="card-error" role="alert">${escapeHtml(state.error.message)}</p>` : '';
  return page(
    `${heading} | Test checkout`,
    `<h1>${heading}</h1>
<span class="test">Test mode: no real card is charged</span>
${await summary(ctx, stored)}
<form method="post" action="${escapeHtml(action)}" novalidate>
${field('card-number', 'card_number', 'Card number', state.number, state, 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"')}
<div class="row">
<div>${field('card-expiry', 'card_expiry', 'Expiration date (MM / YY)', state.expiry, state, 'autocomplete="cc-exp" placeholder="MM / YY"')}</div>
<div>${field('card-cvc', 'card_cvc', 'Security code (CVC)', state.cvc, state, 'inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"')}</div>
</div>
${error}
<div class="actions">
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
<button type="submit" name="action" value="pay" class="pay">Pay</button>
</div>
<p class="hint">Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined. Any future date and any three digits.</p>
</form>`,
  );
}

function renderClosed(stored: StoredObject): string {
  const session = stored.data;
  const back = typeof session.success_url === 'string' ? session.success_url.replace('{CHECKOUT_SESSION_ID}', stored.id) : null;
  const done = session.status === 'complete';
  return page(
    done ? 'Payment complete | Test checkout' : 'Checkout expired | Test checkout',
    `<h1>${done ? 'This checkout is complete' : 'This checkout has expired'}</h1>
<p>${done ? 'The payment went through.' : 'Start again from Missionbase.'}</p>
${back ? `<p><a href="${escapeHtml(back)}">Return to Missionbase</a></p>` : ''}`,
  );
}

function notFound(res: ServerResponse): void {
  sendHtml(res, 404, page('Checkout not found | Test checkout', '<h1>Checkout not found</h1><p>This checkout link is unknown. Start again from Missionbase.</p>'));
}

function successUrl(session: StripeObject, id: string): string {
  return String(session.success_url).replace('{CHECKOUT_SESSION_ID}', id);
}

async function handlePost(req: IncomingMessage, res: ServerResponse, ctx: ProviderHost, stored: StoredObject): Promise<void> {
  const form = new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'));
  const state: FormState = { number: form.get('card_number') ?? '', expiry: form.get('card_expiry') ?? '', cvc: form.get('card_cvc') ?? '' };
  const session = stored.data;
  if (form.get('action') === 'cancel') {
    const cancel = typeof session.cancel_url === 'string' ? session.cancel_url : new URL(String(session.success_url)).origin;
    return redirect(res, cancel);
  }
  if (session.status !== 'open') {
    if (session.status === 'complete') return redirect(res, successUrl(session, stored.id));
    return sendHtml(res, 410, renderClosed(stored));
  }
  const card = checkCard(state);
  if (!card.ok) {
    // A decline is Stripe's 402; a malformed field is a plain client error. Nothing was created.
    const status = card.field === 'number' && /declined|insufficient|expired/.test(card.message) ? 402 : 400;
    return sendHtml(res, status, await renderCheckout(ctx, stored, { ...state, error: { field: card.field, message: card.message } }));
  }
  let completed: Awaited<ReturnType<typeof completeCheckoutSession>>;
  try {
    completed = await completeCheckoutSession(ctx.adminPool, stored.id, card);
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    return sendHtml(res, error.status, await renderCheckout(ctx, stored, { ...state, error: { field: 'form', message: error.message } }));
  }
  if (!completed.alreadyComplete) await deliverEvents(ctx.adminPool, completed.events, webhookTarget(ctx), ctx.log);
  redirect(res, successUrl(completed.session, stored.id));
}

function stripeJsStandIn(ctx: ProviderHost): string {
  return `// Local stand-in for Stripe.js, served by the Missionbase backend when no Stripe key is configured.
(function () {
  var origin = ${JSON.stringify(ctx.publicUrl())};
  function LocalStripe(publishableKey) {
    if (!(this instanceof LocalStripe)) return new LocalStripe(publishableKey);
    this.publishableKey = publishableKey;
  }
  LocalStripe.prototype._registerWrapper = function () {};
  LocalStripe.prototype.registerAppInfo = function () {};
  LocalStripe.prototype.redirectToCheckout = function (options) {
    var id = options && options.sessionId;
    if (!id) return Promise.resolve({ error: { type: 'invalid_request_error', message: 'sessionId is required' } });
    window.location.assign(origin + '/provider/checkout/' + encodeURIComponent(id));
    return new Promise(function () {});
  };
  LocalStripe.local = true;
  window.Stripe = LocalStripe;
})();
`;
}

export const providerPagesHandler: ProviderHandler = async (req, res, subpath, ctx) => {
  if (!localProviderEnabled(ctx.config)) return notFound(res);
  const method = req.method ?? 'GET';
  if (subpath === '/js/v3' && (method === 'GET' || method === 'HEAD')) {
    res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(method === 'HEAD' ? undefined : stripeJsStandIn(ctx));
    return;
  }
  const match = /^\/checkout\/([A-Za-z0-9_]+)$/.exec(subpath);
  if (!match?.[1]) return notFound(res);
  const stored = await loadObject(ctx.adminPool, match[1], 'checkout.session');
  if (!stored) return notFound(res);
  if (method === 'POST') return handlePost(req, res, ctx, stored);
  if (method !== 'GET' && method !== 'HEAD') return notFound(res);
  if (stored.data.status !== 'open') return sendHtml(res, 200, renderClosed(stored));
  sendHtml(res, 200, await renderCheckout(ctx, stored, { number: '', expiry: '', cvc: '' }));
};
