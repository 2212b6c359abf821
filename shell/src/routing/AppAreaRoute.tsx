// Everything under /app except the dashboard: hands the path to the remote that owns its first
// segment, or sends an unknown path back to /app.
import { Navigate, useParams } from 'react-router-dom';
import { remoteForAppPath } from '@missionbase/domain/app-routes';
import { RemoteArea } from '../remotes/RemoteArea';

export function AppAreaRoute() {
  const rest = useParams()['*'] ?? '';
  const remote = remoteForAppPath(rest);
  if (!remote) return <Navigate to="/app" replace />;
  // Keyed by remote: each area has its own boundary and load state.
  return <RemoteArea key={remote} remote={remote} />;
}
