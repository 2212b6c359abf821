// Every path outside /app, /login, /signup and /subscribe: a public page goes to mf-marketing;
// an unknown path goes to /app when signed in, else to /.
import { Navigate, useLocation } from 'react-router-dom';
import { isPublicPath } from '@missionbase/domain/app-routes';
import { useAuth } from '@missionbase/session';
import { RemoteArea } from '../remotes/RemoteArea';
import { FullPageSpinner } from '../layout/FullPageSpinner';

export function PublicAreaRoute() {
  const { pathname } = useLocation();
  const { session, loading } = useAuth();
  if (isPublicPath(pathname)) return <RemoteArea remote="mf_marketing" />;
  if (loading) return <FullPageSpinner />;
  return <Navigate to={session ? '/app' : '/'} replace />;
}
