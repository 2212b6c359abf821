// create-checkout-session: starts a subscription checkout for an organization. The caller (from
// their token) must be the userId of the body and an owner or admin of orgId; the price must be
// one of the catalogue's. Creates a Stripe Checkout Session (or the local provider's) with the
// organization, plan and cycle in its metadata and answers { sessionId, url }.
import { envObject } from '../_shared/env.ts';
import { errorResponse, json, preflight, readJsonBody } from '../_shared/http.ts';
import { identifyCaller, requireOrgAdmin } from '../_shared/org-admin.ts';
import { appOrigin, isAllowedReturnUrl } from '../_shared/return-urls.ts';
import { serve } from '../_shared/serve.ts';
import { createStripeClient } from '../_shared/stripe-client.ts';
import { parseCheckoutRequest } from './checkout-request.ts';

async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return errorResponse(405, 'Use POST.');
  const body = await readJsonBody(req);
  if (body === undefined) return errorResponse(400, 'The request body must be JSON.');
  const identified = await identifyCaller(req);
  if (!identified.ok) return errorResponse(identified.status, identified.error);
  const { caller } = identified;
  const parsed = parseCheckoutRequest(body, envObject());
  if (!parsed.ok) return errorResponse(400, parsed.error);
  const { request, plan } = parsed;
  if (request.userId !== caller.userId) return errorResponse(403, 'You can only start a checkout for yourself.');
  const refused = await requireOrgAdmin(caller, request.orgId);
  if (refused) return errorResponse(refused.status, refused.error);

  const origin = appOrigin(req);
  const successUrl = request.successUrl ?? (origin ? `${origin}/app/dashboard?subscription_success=true` : undefined);
  const cancelUrl = request.cancelUrl ?? (origin ? `${origin}/subscribe?checkout_canceled=true` : undefined);
  if (!successUrl || !cancelUrl) return errorResponse(400, 'successUrl and cancelUrl are required when SITE_URL is not set.');
  for (const url of [successUrl, cancelUrl]) {
    if (!isAllowedReturnUrl(url)) return errorResponse(400, `The return address ${url} is not on this app's origin.`);
  }

  // The organization keeps one provider customer across subscriptions.
  const { data: current, error: readError } = await caller.client
    .from('subscriptions')
    .select('provider_customer_id, provider_subscription_id, status')
    .eq('organization_id', request.orgId)
    .maybeSingle();
  if (readError) throw new Error(`Could not read the subscription: ${readError.message}`);
  const existing = current as { provider_customer_id: string | null; provider_subscription_id: string | null; status: string } | null;
  // A second checkout would start a second subscription billed alongside the first.
  if (existing?.provider_subscription_id && (existing.status === 'active' || existing.status === 'past_due')) {
    return errorResponse(409, 'This organization already has a subscription. Change its plan or cycle in Settings > Billing.');
  }
  const customerId = existing?.provider_customer_id;

  const metadata = { kind: 'subscription', organization_id: request.orgId, plan: plan.plan, cycle: plan.cycle, user_id: caller.userId };
  const stripe = createStripeClient();
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: request.priceId, quantity: 1 }],
      client_reference_id: request.orgId,
      ...(typeof customerId === 'string' && customerId !== ''
        ? { customer: customerId }
        : { customer_email: caller.email ?? request.userEmail }),
      metadata,
      subscription_data: { metadata },
      success_url: successUrl,
      cancel_url: cancelUrl,
    });
    return json(200, { sessionId: session.id, url: session.url });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return errorResponse(502, `Failed to create a checkout session. The payment provider said: ${message}`);
  }
}

export default serve(handler);
