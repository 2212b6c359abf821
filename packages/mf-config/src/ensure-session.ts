// Configures the page's one session (the supabase client) from the page's own /runtime-config.json
// when no host has done it yet: a remote mounted alone (its lifecycles). Calling it again, or after
// the shell configured the same backend, does nothing. Public pages never call it: they reach the
// backend without the session (mf-marketing/src/site/public-api.ts).
import { parseRuntimeConfig } from '@missionbase/app-config/remote-registry';
import { configureSession, isSessionConfigured } from '@missionbase/session';

let pending: Promise<void> | null = null;

export function ensureSessionConfigured(): Promise<void> {
  if (isSessionConfigured()) return Promise.resolve();
  pending ??= (async () => {
    try {
      const response = await fetch('/runtime-config.json', { cache: 'no-store' });
      if (!response.ok) throw new Error(`SESSION_NO_RUNTIME_CONFIG: /runtime-config.json answered ${response.status}`);
      const config = parseRuntimeConfig(await response.json(), []);
      // The host may have configured it while the file was on its way.
      if (!isSessionConfigured()) configureSession(config);
    } finally {
      pending = null;
    }
  })();
  return pending;
}

