// Configures the page's one session (the supabase client) from the page's own /runtime-config.json
// when no host has done it yet: a remote mounted alone (its lifecycles), or a public page that needs
// the client while the shell has not loaded the session (the shell loads it only for its
// application area, so public pages stay light). Calling it again, or after the shell configured
// the same backend, does nothing.
import { parseRuntimeConfig } from '@missionbase/app-config/remote-registry';
import { configureSession, getSupabase, isSessionConfigured } from '@missionbase/session';

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

/** The page's supabase client, configured first if need be. */
export async function configuredSupabase(): Promise<ReturnType<typeof getSupabase>> {
  await ensureSessionConfigured();
  return getSupabase();
}
