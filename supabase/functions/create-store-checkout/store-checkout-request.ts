// The body create-store-checkout accepts, validated with zod: `{ items: [{ variantId, quantity }],
// email? }`. Ids and quantities only: prices and stock are read from the database, never the client.
import { z } from 'zod';
import { CHECKOUT_MAX_LINES, STORE_CHECKOUT_MESSAGES, checkoutProblem, type CheckoutItem } from '@missionbase/domain/cart';

const itemSchema = z.object({
  variantId: z.string().trim().min(1).max(80),
  quantity: z.number(),
});

const requestSchema = z.object({
  items: z.array(itemSchema),
  email: z.string().trim().max(320).optional().nullable(),
});

export interface StoreCheckoutRequest {
  items: CheckoutItem[];
  email: string | null;
}

export type ParsedStoreCheckoutRequest = { ok: true; request: StoreCheckoutRequest } | { ok: false; error: string };

const emailSchema = z.email();

/** The request, or the buyer-facing reason it is refused (answered with 400). */
export function parseStoreCheckoutRequest(body: unknown): ParsedStoreCheckoutRequest {
  const parsed = requestSchema.safeParse(body);
  if (!parsed.success) {
    const items = typeof body === 'object' && body !== null && 'items' in body ? body.items : undefined;
    if (!Array.isArray(items) || items.length === 0) return { ok: false, error: STORE_CHECKOUT_MESSAGES.empty };
    if (items.length > CHECKOUT_MAX_LINES) return { ok: false, error: STORE_CHECKOUT_MESSAGES.tooManyLines };
    const fields = parsed.error.issues.map((issue) => issue.path[issue.path.length - 1]);
    if (fields.includes('email')) return { ok: false, error: STORE_CHECKOUT_MESSAGES.badEmail };
    if (fields.includes('quantity')) return { ok: false, error: STORE_CHECKOUT_MESSAGES.badQuantity };
    return { ok: false, error: STORE_CHECKOUT_MESSAGES.unknownVariant };
  }
  const items = parsed.data.items.map((item) => ({ variantId: item.variantId, quantity: item.quantity }));
  const problem = checkoutProblem(items);
  if (problem) return { ok: false, error: problem };
  const email = parsed.data.email ? parsed.data.email : null;
  if (email !== null && !emailSchema.safeParse(email).success) return { ok: false, error: STORE_CHECKOUT_MESSAGES.badEmail };
  return { ok: true, request: { items, email } };
}
