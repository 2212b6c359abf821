// Loads one remote's `./dashboard-widgets` module with the shell's loader (which forgets a failed
// remote so the next try really fetches again), keeps what loaded for later visits, and gives a
// retry that starts a fresh attempt.
import { useEffect, useState } from 'react';
import type { RemoteName } from '@missionbase/app-config/remote-registry';
import type { DashboardWidgetDefinition } from '@missionbase/mf-config/remote-modules';
import { loadRemoteModule } from '../remotes/remote-loader';

export type RemoteWidgetsState =
  | { status: 'loading' }
  | { status: 'ready'; widgets: readonly DashboardWidgetDefinition[] }
  | { status: 'failed'; message: string };

const loaded = new Map<RemoteName, readonly DashboardWidgetDefinition[]>();

async function loadWidgets(remote: RemoteName): Promise<readonly DashboardWidgetDefinition[]> {
  const module = await loadRemoteModule(remote, 'dashboard-widgets');
  if (!Array.isArray(module.default)) throw new Error(`${remote}/dashboard-widgets has no default list of widgets`);
  return module.default;
}

function initialState(remote: RemoteName): RemoteWidgetsState {
  const widgets = loaded.get(remote);
  return widgets ? { status: 'ready', widgets } : { status: 'loading' };
}

export function useRemoteWidgets(remote: RemoteName): { state: RemoteWidgetsState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteWidgetsState>(() => initialState(remote));

  useEffect(() => {
    if (attempt === 0 && loaded.has(remote)) return undefined;
    let current = true;
    loadWidgets(remote).then(
      (widgets) => {
        loaded.set(remote, widgets);
        if (current) setState({ status: 'ready', widgets });
      },
      (error: unknown) => {
        console.error(`[shell] ${remote} dashboard widgets failed to load`, error);
        if (current) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  function retry() {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }

  return { state, retry };
}
