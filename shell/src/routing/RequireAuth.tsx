// Guards the signed-in routes: waits for the stored session to be read, then sends anyone without
// a session to /login (except during logout, which goes to /). The page they asked for rides along
// in the navigation state, so that signing in lands on it (an invitation link, a shared report)
// instead of the dashboard; the address bar still shows /login.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@missionbase/router';
import { logoutPendingAtom, useAuth, useSessionValue } from '@missionbase/session';
import { FullPageSpinner } from '../layout/FullPageSpinner';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, loading } = useAuth();
  const logoutPending = useSessionValue(logoutPendingAtom);
  const location = useLocation();
  // Logout leads to /, not /login: wait for its navigation instead of redirecting.
  if (loading || (!session && logoutPending)) return <FullPageSpinner />;
  if (!session) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}
