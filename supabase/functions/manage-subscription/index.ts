// manage-subscription: an owner or admin cancels the organization's subscription at the period
// end, resumes it, or changes plan or cycle (the item's price is replaced). Only the provider is
// changed here; the subscription row follows when the provider's webhook arrives (the local
// provider delivers it before answering, so the caller sees the change at once).
import { z } from 'zod';
import { planForPriceId } from '@missionbase/domain/plans';
import { envObject } from '../_shared/env.ts';
import { errorResponse, json, preflight, readJsonBody } from '../_shared/http.ts';
import { identifyCaller, requireOrgAdmin } from '../_shared/org-admin.ts';
import { serve } from '../_shared/serve.ts';
import { createStripeClient } from '../_shared/stripe-client.ts';

const requestSchema = z.object({
  orgId: z.uuid({ error: 'orgId must be the id of an organization.' }),
  action: z.enum(['cancel', 'resume', 'change'], { error: "action must be 'cancel', 'resume' or 'change'." }),
  priceId: z.string().min(1).optional(),
});

async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return errorResponse(405, 'Use POST.');
  const body = await readJsonBody(req);
  if (body === undefined) return errorResponse(400, 'The request body must be JSON.');
  const identified = await identifyCaller(req);
  if (!identified.ok) return errorResponse(identified.status, identified.error);
  const parsed = requestSchema.safeParse(body);
  if (!parsed.success) return errorResponse(400, parsed.error.issues[0]?.message ?? 'Invalid request.');
  const { orgId, action, priceId } = parsed.data;
  const { caller } = identified;
  const refused = await requireOrgAdmin(caller, orgId);
  if (refused) return errorResponse(refused.status, refused.error);

  const { data, error } = await caller.client
    .from('subscriptions')
    .select('provider_subscription_id, provider_price_id, status')
    .eq('organization_id', orgId)
    .maybeSingle();
  if (error) throw new Error(`Could not read the subscription: ${error.message}`);
  const current = data as { provider_subscription_id: string | null; provider_price_id: string | null; status: string } | null;
  if (!current?.provider_subscription_id || current.status === 'canceled') {
    return errorResponse(400, 'This organization has no paid subscription to manage. Choose a plan first.');
  }

  const stripe = createStripeClient();
  try {
    let subscription;
    if (action === 'cancel' || action === 'resume') {
      subscription = await stripe.subscriptions.update(current.provider_subscription_id, { cancel_at_period_end: action === 'cancel' });
    } else {
      if (!priceId) return errorResponse(400, 'No plan selected. Please choose a plan to proceed.');
      const target = planForPriceId(priceId, envObject());
      if (!target) return errorResponse(400, `Unknown price: ${priceId}. Choose one of the plans on the pricing page.`);
      if (priceId === current.provider_price_id) return errorResponse(400, 'The organization is already on this plan and cycle.');
      const existing = await stripe.subscriptions.retrieve(current.provider_subscription_id);
      const item = existing.items.data[0];
      if (!item) return errorResponse(409, 'The subscription has no plan to replace.');
      subscription = await stripe.subscriptions.update(current.provider_subscription_id, {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: 'create_prorations',
        metadata: { plan: target.plan, cycle: target.cycle },
      });
    }
    const item = subscription.items.data[0];
    return json(200, {
      subscription: {
        id: subscription.id,
        status: subscription.status,
        cancel_at_period_end: subscription.cancel_at_period_end,
        current_period_end: item ? new Date(item.current_period_end * 1000).toISOString() : null,
        price_id: item?.price.id ?? null,
        ...(item ? (planForPriceId(item.price.id, envObject()) ?? {}) : {}),
      },
    });
  } catch (providerError) {
    const message = providerError instanceof Error ? providerError.message : String(providerError);
    return errorResponse(502, `The payment provider could not update the subscription: ${message}`);
  }
}

export default serve(handler);
