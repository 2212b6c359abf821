// The element around every route: scrolls to the top on each path change (SPEC section 1), ends
// a logout's wait once its path shows, and lends the session its toast and navigation.
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { CheckoutQueryFlows } from '../checkout/CheckoutQueryFlows';
import { logoutPendingAtom, sessionStore } from '@missionbase/session';
import { SessionHostBridge } from '../session/SessionHostBridge';

function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Logout has arrived once the router shows another path: guards may redirect again. */
function LogoutSettler() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (sessionStore.get(logoutPendingAtom)) sessionStore.set(logoutPendingAtom, false);
  }, [pathname]);
  return null;
}

export function RootFrame() {
  return (
    <>
      <ScrollToTop />
      <LogoutSettler />
      <SessionHostBridge />
      <CheckoutQueryFlows />
      <Outlet />
    </>
  );
}
