// Renders a remote's routes inside the shell's React tree (router, session store and theme flow
// in), loading the remote on first render only, with a Retry that really loads it again. What it
// shows while loading and when unavailable is passed in, so the public area needs no antd.
import { Suspense, useState, type ReactNode } from 'react';
import { REMOTE_AREAS, type RemoteName } from '@missionbase/app-config/remote-registry';
import { markRemoteFailed } from './remote-loader';
import { mountingRemoteGeneration, nextRemoteGeneration, remoteRoutesComponent } from './remote-routes-component';
import { RemoteErrorBoundary, type RemoteUnavailableViewProps } from './RemoteErrorBoundary';

export interface RemoteAreaProps {
  remote: RemoteName;
  /** Shown while the remote downloads. */
  fallback: ReactNode;
  /** The panel with Retry shown when it cannot load. */
  renderUnavailable: (props: RemoteUnavailableViewProps) => ReactNode;
}

export function RemoteArea({ remote, fallback, renderUnavailable }: RemoteAreaProps) {
  // The lazy component lives in state: it changes only when Retry asks for a fresh load (or, on
  // mount, when the last load failed).
  const [loaded, setLoaded] = useState(() => {
    const generation = mountingRemoteGeneration(remote);
    return { generation, RemoteRoutes: remoteRoutesComponent(remote, generation) };
  });
  const { generation, RemoteRoutes } = loaded;

  function handleRetry() {
    const next = nextRemoteGeneration(remote);
    setLoaded({ generation: next, RemoteRoutes: remoteRoutesComponent(remote, next) });
  }

  return (
    <RemoteErrorBoundary
      key={generation}
      area={REMOTE_AREAS[remote]}
      onRetry={handleRetry}
      onError={(error) => markRemoteFailed(remote, error)}
      renderUnavailable={renderUnavailable}
    >
      <Suspense fallback={fallback}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
