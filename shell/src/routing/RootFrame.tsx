// The element around every route: scrolls to the top on each path change (SPEC section 1) and ends
// a logout's wait once its path shows. It is in the first download, so it holds nothing heavy: the
// session's toast and navigation are lent by the application area (app-area.tsx), and the logout
// settler works only once some route has loaded the session.
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
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

export function RootFrame() {
  return (
    <>
      <ScrollToTop />
      <LogoutSettler />
      <Outlet />
    </>
  );
}
