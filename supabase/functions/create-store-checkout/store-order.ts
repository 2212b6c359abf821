// The pending order create_store_order returns, and the Checkout Session parameters made from it:
// one `price_data` line per item at the price the database stored (the sale price when one ran).
import type Stripe from 'stripe';
import { z } from 'zod';

export const storeOrderSchema = z.object({
  order_id: z.string().min(1),
  amount_total_cents: z.number().int().nonnegative(),
  currency: z.string().regex(/^[a-z]{3}$/),
  lines: z
    .array(
      z.object({
        product_title: z.string(),
        variant_title: z.string(),
        quantity: z.number().int().positive(),
        unit_price_cents: z.number().int().nonnegative(),
      }),
    )
    .min(1),
});

export type StoreOrder = z.infer<typeof storeOrderSchema>;

export interface SessionUrls {
  successUrl: string;
  cancelUrl: string;
}

/** Where the provider sends the buyer back: the shell handles `ecommerce_success=true` (BILL-5). */
export function storeReturnUrls(origin: string): SessionUrls {
  return { successUrl: `${origin}/templates?ecommerce_success=true`, cancelUrl: `${origin}/templates` };
}

export function checkoutSessionParams(order: StoreOrder, urls: SessionUrls, email: string | null): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: order.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency: order.currency,
        unit_amount: line.unit_price_cents,
        product_data: { name: `${line.product_title} (${line.variant_title})` },
      },
    })),
    // The webhook routes on kind and finds the order by the session id (and checks this id).
    metadata: { kind: 'store', order_id: order.order_id },
    client_reference_id: order.order_id,
    ...(email ? { customer_email: email } : {}),
    success_url: urls.successUrl,
    cancel_url: urls.cancelUrl,
  };
}
