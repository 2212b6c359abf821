// Starts a templates-store checkout: asks create-store-checkout (the visitor's anon key is
// enough; a signed-in buyer calls as themselves, site/public-functions.ts) for a Checkout Session of the
// cart's ids and quantities, and answers the session URL or the words to show. Errors follow the
// subscription checkout (SPEC section 8): the server's `Error invoking edge function: {message}`,
// `Failed to create a checkout session.`; a stock refusal (409) is shown in the cart's own words
// (CART-3).
import { CHECKOUT_MESSAGES, invocationErrorMessage, invocationFailureText, readCheckoutSession } from '@missionbase/domain/checkout-flow';
import type { CheckoutItem } from '@missionbase/domain/cart';
import { invokeFunction } from '../../site/public-functions';

export const STORE_CHECKOUT_FUNCTION = 'create-store-checkout';

export type StoreCheckoutResult = { ok: true; sessionId: string; url: string } | { ok: false; error: string };

export async function createStoreCheckout(items: CheckoutItem[], email?: string): Promise<StoreCheckoutResult> {
  try {
    const answer = await invokeFunction(STORE_CHECKOUT_FUNCTION, { items, ...(email ? { email } : {}) });
    if (!answer.ok) {
      const message = invocationFailureText(answer.body, answer.message);
      return { ok: false, error: answer.status === 409 ? message : invocationErrorMessage(message) };
    }
    const session = readCheckoutSession(answer.data);
    if (!session || !session.url) return { ok: false, error: CHECKOUT_MESSAGES.noSession };
    return { ok: true, sessionId: session.sessionId, url: session.url };
  } catch (error) {
    return { ok: false, error: invocationErrorMessage(error instanceof Error ? error.message : String(error)) };
  }
}
