// The cart's Checkout button: sends the cart's ids and quantities to create-store-checkout and
// leaves for the provider's hosted page, or keeps the error to show. The cart stays as it is
// until the shell clears it on the way back (`ecommerce_success=true`).
import { useState } from 'react';
import { checkoutItems, checkoutProblem, type CartItem } from '@missionbase/domain/cart';
import { createStoreCheckout } from '../data/store-checkout-create-mutation';

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
    const result = await createStoreCheckout(request);
    if (!result.ok) {
      setStatus({ kind: 'failed', error: result.error });
      return;
    }
    setStatus({ kind: 'leaving' });
    window.location.assign(result.url);
  }

  return { status, start, reset: () => setStatus({ kind: 'idle' }) };
}
