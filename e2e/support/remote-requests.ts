// Records which remotes a page fetched (their mf-manifest.json or remoteEntry.js), by origin, so a
// test can tell which app rendered a route and that remotes load only when needed.
import type { Page } from '@playwright/test';
import { E2E_APP_BASE_PORT } from './env.ts';
import { OWNER_PORT_OFFSET, type Owner } from './routes.ts';

const ENTRY_FILE = /\/(mf-manifest\.json|remoteEntry\.js)(\?|$)/;

export interface RemoteLoads {
  /** Remotes (by federation name) whose manifest or entry the page requested so far. */
  requested(): Set<Owner>;
}

export function ownerOfPort(port: number): Owner | undefined {
  const offset = port - E2E_APP_BASE_PORT;
  const match = Object.entries(OWNER_PORT_OFFSET).find(([, candidate]) => candidate === offset);
  return match ? (match[0] as Owner) : undefined;
}

/** Call before the first navigation. */
export function recordRemoteLoads(page: Page): RemoteLoads {
  const seen = new Set<Owner>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== 'localhost' || !ENTRY_FILE.test(url.pathname)) return;
    const owner = ownerOfPort(Number(url.port));
    if (owner && owner !== 'shell') seen.add(owner);
  });
  return { requested: () => new Set(seen) };
}
