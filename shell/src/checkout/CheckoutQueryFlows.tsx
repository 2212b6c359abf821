// Mounted at the root of every route: notices the checkout flags in the URL (SPEC section 4) and
// loads the part that handles each one only when its flag is there, so a public page without
// them downloads nothing more (no antd).
import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@missionbase/router';
import { CART_STORAGE_KEY } from '@missionbase/domain/cart';
import { checkoutAfterSignup, hasTrueFlag, searchWithout } from '@missionbase/domain/checkout-setup';

const PurchaseSuccessToast = lazy(() => import('./PurchaseSuccessToast'));
const FinalizingAccount = lazy(() => import('./FinalizingAccount'));
const SubscriptionSuccessRetry = lazy(() => import('./SubscriptionSuccessRetry'));

/** BILL-5: clear the cart, remove the flag from the URL, then toast (the toast's chunk loads now). */
function useEcommerceSuccess(): boolean {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [purchased, setPurchased] = useState(false);
  const flagged = hasTrueFlag(search, 'ecommerce_success');
  // Remembered past the flag's removal from the URL, so the toast stays mounted.
  if (flagged && !purchased) setPurchased(true);
  useEffect(() => {
    if (!flagged) return;
    window.localStorage.removeItem(CART_STORAGE_KEY);
    // The store listens for storage events (other tabs); tell this tab's listeners as well.
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: null, storageArea: window.localStorage }));
    void navigate(`${pathname}${searchWithout(search, ['ecommerce_success'])}${hash}`, { replace: true });
  }, [flagged, pathname, search, hash, navigate]);
  return purchased;
}

export function CheckoutQueryFlows() {
  const { pathname, search } = useLocation();
  const purchased = useEcommerceSuccess();
  const inApp = pathname === '/app' || pathname.startsWith('/app/');
  const signupCheckout = inApp ? checkoutAfterSignup(search) : null;
  const subscribed = inApp && hasTrueFlag(search, 'subscription_success');
  if (!purchased && !signupCheckout && !subscribed) return null;
  return (
    <Suspense fallback={null}>
      {purchased ? <PurchaseSuccessToast /> : null}
      {signupCheckout ? <FinalizingAccount plan={signupCheckout.plan} cycle={signupCheckout.cycle} /> : null}
      {subscribed && !signupCheckout ? <SubscriptionSuccessRetry /> : null}
    </Suspense>
  );
}
