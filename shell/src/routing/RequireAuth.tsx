// Guards the signed-in routes: waits for the stored session to be read, then sends anyone without
// a session to /login (except during logout, which goes to /). The page they asked for rides along
// in the navigation state, so that signing in lands on it (an invitation link, a shared report)
// instead of the dashboard; the address bar still shows /login. A session still owing its second
// factor (signed in with the password, the authenticator code not yet entered) goes there too.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@missionbase/router';
import { logoutPendingAtom, needsSecondFactorAtom, useAuth, useSessionValue } from '@missionbase/session';
import { FullPageSpinner } from '../layout/FullPageSpinner';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, loading } = useAuth();
  const logoutPending = useSessionValue(logoutPendingAtom);
  const needsSecondFactor = useSessionValue(needsSecondFactorAtom);
  const location = useLocation();
  // Logout leads to /, not /login: wait for its navigation instead of redirecting.
  if (loading || (!session && logoutPending)) return <FullPageSpinner />;
  if (!session || needsSecondFactor) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}
