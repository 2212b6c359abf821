// Everything under /app except the dashboard: hands the path to the remote that owns its first
// segment, or sends an unknown path back to /app. Part of the application area's chunk, so it
// may use antd for its spinner and its unavailable panel.
import { Spin } from '@missionbase/ui';
import { Navigate, useParams } from '@missionbase/router';
import { remoteForAppPath } from '@missionbase/app-config/app-routes';
import { RemoteUnavailable } from '@missionbase/ui';
import { RemoteArea } from '../remotes/RemoteArea';

const LOADING = (
  <div style={{ padding: 48, textAlign: 'center' }} aria-busy="true">
    <Spin />
  </div>
);

export function AppAreaRoute() {
  const rest = useParams()['*'] ?? '';
  const remote = remoteForAppPath(rest);
  if (!remote) return <Navigate to="/app" replace />;
  // Keyed by remote: each area has its own boundary and load state.
  return <RemoteArea key={remote} remote={remote} fallback={LOADING} renderUnavailable={(props) => <RemoteUnavailable {...props} />} />;
}
