// The element around every route: scrolls to the top on each path change (SPEC section 1), ends
// a logout's wait once its path shows, and runs the checkout flows of the URL (their chunk loads
// only when the URL carries a checkout flag). It is in the first
// download, so it holds nothing heavy: the session's toast and navigation are lent by the
// application area (app-area.tsx), and what needs the session works once some route has loaded it.
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from '@missionbase/router';
import { CheckoutFlagGate } from '../checkout/CheckoutFlagGate';
import { useLoadedSession } from './session-loader';

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
  const session = useLoadedSession();
  useEffect(() => {
    if (session?.sessionStore.get(session.logoutPendingAtom)) session.sessionStore.set(session.logoutPendingAtom, false);
  }, [pathname, session]);
  return null;
}

/**
 * The session's provider around what reads it with useAuth (the checkout flows of application
 * routes), once a route has loaded the session; public pages render without it and never load it.
 */
function WithLoadedSession({ children }: { children: ReactNode }) {
  const session = useLoadedSession();
  return session ? <session.AuthProvider>{children}</session.AuthProvider> : children;
}

export function RootFrame() {
  return (
    <>
      <ScrollToTop />
      <LogoutSettler />
      <WithLoadedSession>
        <CheckoutFlagGate />
      </WithLoadedSession>
      <Outlet />
    </>
  );
}
