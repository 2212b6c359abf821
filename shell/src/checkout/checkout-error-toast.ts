// The toast every failed checkout shows: the checkout client's error text as it is (SPEC section 8).
import type { ToastOptions } from '@missionbase/ui';

export const CHECKOUT_ERROR_TITLE = 'Checkout could not start';

export function checkoutErrorToast(error: string): ToastOptions {
  return { title: CHECKOUT_ERROR_TITLE, description: error, variant: 'destructive' };
}
