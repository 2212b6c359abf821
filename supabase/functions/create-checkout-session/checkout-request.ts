// The body create-checkout-session accepts, checked at the boundary: the price must be one of the
// catalogue's (MB_PRICE_* or the defaults), the ids present; return URLs are optional.
import { z } from 'zod';
import { planForPriceId } from '@missionbase/domain/plans';

export const checkoutRequestSchema = z.object({
  priceId: z.string({ error: 'No plan selected. Please choose a plan to proceed.' }).min(1, 'No plan selected. Please choose a plan to proceed.'),
  userId: z.string({ error: 'userId is required.' }).min(1, 'userId is required.'),
  orgId: z.uuid({ error: 'orgId must be the id of an organization.' }),
  userEmail: z.string().optional(),
  successUrl: z.string().optional(),
  cancelUrl: z.string().optional(),
});

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export type ParsedCheckoutRequest =
  | { ok: true; request: CheckoutRequest; plan: NonNullable<ReturnType<typeof planForPriceId>> }
  | { ok: false; error: string };

export function parseCheckoutRequest(body: unknown, env: Readonly<Record<string, string | undefined>>): ParsedCheckoutRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, error: 'The request body must be a JSON object.' };
  const parsed = checkoutRequestSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid request.' };
  const plan = planForPriceId(parsed.data.priceId, env);
  if (!plan) return { ok: false, error: `Unknown price: ${parsed.data.priceId}. Choose one of the plans on the pricing page.` };
  return { ok: true, request: parsed.data, plan };
}
