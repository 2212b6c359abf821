// Starts the shell: reads the deploy-time runtime config, tells the federation runtime where the
// remotes live (without fetching them) and renders the router. Kept light on purpose: the session
// (supabase client) and antd load with the application area's routes, never for a public page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@missionbase/router';
import { parseRuntimeConfig } from '@missionbase/app-config/remote-registry';
import { registerAllRemotes } from './remotes/remote-loader';
import { preloadForPath } from './routing/app-area-loader';
import { createShellRouter } from './routing/router';
import { provideSessionConfig } from './routing/session-loader';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('SHELL_NO_ROOT: index.html needs <div id="root">');
  const root = createRoot(container);
  // An application URL opened cold: its chunks and the session start downloading now, beside the
  // runtime config, instead of after it (the session is configured once the config is read).
  preloadForPath(window.location.pathname);
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
    const config = parseRuntimeConfig(await response.json());
    provideSessionConfig(config);
    registerAllRemotes(config.remotes);
  } catch (error) {
    root.render(
      <main role="alert" style={{ padding: 32, fontFamily: 'system-ui' }}>
        <h1>Missionbase could not start</h1>
        <p>{error instanceof Error ? error.message : String(error)}</p>
      </main>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <RouterProvider router={createShellRouter()} />
    </StrictMode>,
  );
}

void start();
