// Renders a remote's routes inside the shell's React tree (router, session store and theme flow
// in), loading the remote on first render only, with a Retry that really loads it again.
import { Suspense, useState } from 'react';
import { Spin } from 'antd';
import { REMOTE_AREAS, type RemoteName } from '@missionbase/domain/remote-registry';
import { markRemoteFailed } from './remote-loader';
import { nextRemoteGeneration, remoteGeneration, remoteRoutesComponent } from './remote-routes-component';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export function RemoteArea({ remote }: { remote: RemoteName }) {
  // The lazy component lives in state: it changes only when Retry asks for a fresh load.
  const [loaded, setLoaded] = useState(() => {
    const generation = remoteGeneration(remote);
    return { generation, RemoteRoutes: remoteRoutesComponent(remote, generation) };
  });
  const { generation, RemoteRoutes } = loaded;

  function handleRetry() {
    const next = nextRemoteGeneration(remote);
    setLoaded({ generation: next, RemoteRoutes: remoteRoutesComponent(remote, next) });
  }

  return (
    <RemoteErrorBoundary key={generation} area={REMOTE_AREAS[remote]} onRetry={handleRetry} onError={() => markRemoteFailed(remote)}>
      <Suspense
        fallback={
          <div style={{ padding: 48, textAlign: 'center' }} aria-busy="true">
            <Spin />
          </div>
        }
      >
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
