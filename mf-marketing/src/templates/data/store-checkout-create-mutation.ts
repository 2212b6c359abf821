// Starts a templates-store checkout: asks create-store-checkout (the visitor's anon key is
// enough) for a Checkout Session of the cart's ids and quantities, and answers the session URL or
// the words to show. Errors follow the subscription checkout (SPEC section 8): the server's
// `Error invoking edge function: {message}`, `Failed to create a checkout session.`; a stock
// refusal (409) is shown in the cart's own words (CART-3).
import { CHECKOUT_MESSAGES, invocationErrorMessage, invocationFailureText, readCheckoutSession } from '@missionbase/domain/checkout-flow';
import type { CheckoutItem } from '@missionbase/domain/cart';

export const STORE_CHECKOUT_FUNCTION = 'create-store-checkout';

export type StoreCheckoutResult = { ok: true; sessionId: string; url: string } | { ok: false; error: string };

/** The HTTP answer behind a FunctionsHttpError (supabase-js keeps it as `context`). */
function failedResponse(error: unknown): Response | null {
  if (typeof error !== 'object' || error === null || !('context' in error)) return null;
  return error.context instanceof Response ? error.context : null;
}

export async function createStoreCheckout(items: CheckoutItem[], email?: string): Promise<StoreCheckoutResult> {
  try {
    const { configuredSupabase } = await import('@missionbase/mf-config/ensure-session');
    const supabase = await configuredSupabase();
    const { data, error } = await supabase.functions.invoke(STORE_CHECKOUT_FUNCTION, { body: { items, ...(email ? { email } : {}) } });
    if (error) {
      const response = failedResponse(error);
      const body: unknown = response ? await response.clone().json().catch(() => null) : null;
      const message = invocationFailureText(body, error instanceof Error ? error.message : String(error));
      return { ok: false, error: response?.status === 409 ? message : invocationErrorMessage(message) };
    }
    const session = readCheckoutSession(data);
    if (!session || !session.url) return { ok: false, error: CHECKOUT_MESSAGES.noSession };
    return { ok: true, sessionId: session.sessionId, url: session.url };
  } catch (error) {
    return { ok: false, error: invocationErrorMessage(error instanceof Error ? error.message : String(error)) };
  }
}
