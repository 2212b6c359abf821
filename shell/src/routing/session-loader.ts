// Loads @missionbase/session (the supabase client and the session store) only when a route needs
// it: the application area, or an unknown path that must know whether someone is signed in. Public
// pages never need it, so a visitor to / downloads no supabase client. Configures it once, with the
// runtime configuration the bootstrap read, before anything can ask it for the client.
import { useSyncExternalStore } from 'react';
import type { RuntimeConfig } from '@missionbase/app-config/remote-registry';
import type * as SessionModule from '@missionbase/session';

export type Session = typeof SessionModule;

let provideConfig: (config: RuntimeConfig) => void = () => undefined;
/** Settles once the bootstrap has read the runtime config, so the download may start before that. */
const runtimeConfig = new Promise<RuntimeConfig>((resolve) => {
  provideConfig = resolve;
});
let pending: Promise<Session> | null = null;
let loaded: Session | null = null;
const listeners = new Set<() => void>();

/** Called by the bootstrap once the runtime configuration is read; nothing is loaded yet. */
export function provideSessionConfig(config: RuntimeConfig): void {
  provideConfig(config);
}

/** The configured session module (loaded on first call; a failed download is retried next time). */
export function loadSession(): Promise<Session> {
  pending ??= Promise.all([import('@missionbase/session'), runtimeConfig]).then(
    ([session, config]) => {
      session.configureSession(config);
      session.startOrganizationSync();
      loaded = session;
      for (const listener of listeners) listener();
      return session;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session module once some route has loaded it, else null (it is never loaded just for this). */
export function useLoadedSession(): Session | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
