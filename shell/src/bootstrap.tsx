// Starts the shell: reads the deploy-time runtime config, configures the shared session, tells the
// federation runtime where the remotes live (without fetching them) and renders the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { parseRuntimeConfig } from '@missionbase/domain/remote-registry';
import { AuthProvider, configureSession, startOrganizationSync } from '@missionbase/session';
import { ThemeProvider } from '@missionbase/ui';
import { registerAllRemotes } from './remotes/remote-loader';
import { createShellRouter } from './routing/router';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('SHELL_NO_ROOT: index.html needs <div id="root">');
  const root = createRoot(container);
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
    const config = parseRuntimeConfig(await response.json());
    configureSession(config);
    startOrganizationSync();
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
  const router = createShellRouter();
  root.render(
    <StrictMode>
      <ThemeProvider>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}

void start();
