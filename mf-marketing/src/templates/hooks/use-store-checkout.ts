// The cart's Checkout button: sends the cart's ids and quantities to create-store-checkout and
// leaves for the provider's hosted page, or keeps the error to show. The cart stays as it is
// until the shell clears it on the way back (`ecommerce_success=true`). The request's code (the
// checkout messages, the functions client) loads on the click, not with the page: /templates stays
// within the public pages' JavaScript budget.
import { useState } from 'react';
import { checkoutItems, checkoutProblem, type CartItem, type CheckoutItem } from '@missionbase/domain/cart';
import type { StoreCheckoutResult } from '../data/store-checkout-create-mutation';

function startCheckout(request: CheckoutItem[]): Promise<StoreCheckoutResult> {
  return import('../data/store-checkout-create-mutation').then(
    ({ createStoreCheckout }) => createStoreCheckout(request),
    // The request's own code did not download: say so rather than fail silently.
    (error: unknown) => ({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
}

export type StoreCheckoutStatus = { kind: 'idle' } | { kind: 'starting' } | { kind: 'leaving' } | { kind: 'failed'; error: string };

export function useStoreCheckout() {
  const [status, setStatus] = useState<StoreCheckoutStatus>({ kind: 'idle' });

  async function start(items: readonly CartItem[]): Promise<void> {
    const request = checkoutItems(items);
    const problem = checkoutProblem(request);
    if (problem) {
      setStatus({ kind: 'failed', error: problem });
      return;
    }
    setStatus({ kind: 'starting' });
    const result = await startCheckout(request);
    if (!result.ok) {
      setStatus({ kind: 'failed', error: result.error });
      return;
    }
    setStatus({ kind: 'leaving' });
    window.location.assign(result.url);
  }

  return { status, start, reset: () => setStatus({ kind: 'idle' }) };
}
