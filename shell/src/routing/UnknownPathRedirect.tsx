// An unknown path: to /app when signed in, else to / (SPEC section 2). Its own small chunk with the
// session, loaded only for such a path.
import { Navigate } from '@missionbase/router';
import { AuthProvider, useAuth } from '@missionbase/session';
import { LoadingIndicator } from '../remotes/LoadingIndicator';

function RedirectBySession() {
  const { session, loading } = useAuth();
  if (loading) return <LoadingIndicator minHeight="60vh" />;
  return <Navigate to={session ? '/app' : '/'} replace />;
}

export function UnknownPathRedirect() {
  return (
    <AuthProvider>
      <RedirectBySession />
    </AuthProvider>
  );
}
