// In the first download of every page: a cheap look at the query for a checkout flag
// (ecommerce_success, checkout, subscription_success). Only when one is there does the checkout
// flows' chunk load (with the plans and the cart it needs), so a page without a flag downloads none
// of it. The look is looser than the flows' own parsing (any value), never stricter.
import { Suspense, lazy, useState } from 'react';
import { useLocation } from '@missionbase/router';

const CheckoutQueryFlows = lazy(async () => ({ default: (await import(/* webpackChunkName: "checkout-flows" */ './CheckoutQueryFlows')).CheckoutQueryFlows }));

const CHECKOUT_FLAG = /(?:^\?|&)(?:ecommerce_success|checkout|subscription_success)=/;

export function CheckoutFlagGate() {
  const { search } = useLocation();
  const [seen, setSeen] = useState(false);
  // Stays mounted once a flag was seen: the flows remove their flag and keep their toast showing.
  if (!seen && CHECKOUT_FLAG.test(search)) setSeen(true);
  if (!seen && !CHECKOUT_FLAG.test(search)) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutQueryFlows />
    </Suspense>
  );
}
