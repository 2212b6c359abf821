// Global setup of the end-to-end run: a throwaway backend (own Postgres in a temp folder) on 55321
// with the demo organizations seeded as `pnpm start` seeds them (about 15 s; the report specs check
// the demo's figures, see demo-session.ts), one test user (not a member of the demo), and the BUILT
// shell and remotes served on 4000-4006 with a runtime configuration pointing at them. Returns the
// teardown that stops all of it.
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { APPS, LOCAL_ANON_KEY, appDist } from '../../scripts/lib/apps.mjs';
import { serveStatic, type StaticServer } from '../../scripts/serve-static.mjs';
import { startBackend } from '../../packages/backend/src/server.ts';
import { paymentProvider } from '../../packages/payment-provider/src/mount.ts';
import { productWorker } from '../../packages/worker/src/mount.ts';
import { TEST_AUTH_LIMITS } from '../../packages/backend/src/auth/limits.ts';
import { API_URL, E2E_API_PORT, E2E_APP_BASE_PORT, TEST_USER } from './env.ts';
import { e2eRuntimeConfig } from './runtime-config.ts';
import { writeDemoStorageState } from './demo-session.ts';

/** Where the marketing build lists the public paths the site root's sitemap.xml serves. */
function sitePathsFile(): string {
  const marketing = APPS.find((app) => app.federationName === 'mf_marketing');
  if (!marketing) throw new Error('scripts/lib/apps.mjs lists no mf_marketing app');
  return path.join(appDist(marketing), 'site-paths.json');
}

function assertAppsBuilt(): void {
  const missing = APPS.filter((app) => !existsSync(path.join(appDist(app), app.federationName === 'shell' ? 'index.html' : 'mf-manifest.json')));
  if (missing.length > 0) {
    throw new Error(
      `The end-to-end tests run against the built apps, but ${missing.map((app) => `${app.dir}/dist`).join(', ')} ` +
        'is missing. Run `pnpm build` first (`pnpm test:all` does).',
    );
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

async function assertPortsFree(ports: number[]): Promise<void> {
  const taken: number[] = [];
  for (const port of ports) if (!(await portIsFree(port))) taken.push(port);
  if (taken.length > 0) {
    throw new Error(`End-to-end ports already in use: ${taken.join(', ')}. Is another test run still going? Stop it and retry.`);
  }
}

/** Signs the test user up through GoTrue's wire API; the database provisions its organization from the metadata. */
async function createTestUser(): Promise<void> {
  const response = await fetch(`${API_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: TEST_USER.email,
      password: TEST_USER.password,
      data: { full_name: TEST_USER.fullName, organization_name: TEST_USER.organizationName },
    }),
  });
  if (!response.ok) throw new Error(`Could not create the e2e test user: ${response.status} ${await response.text()}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  assertAppsBuilt();
  await assertPortsFree([E2E_API_PORT, ...APPS.map((app) => E2E_APP_BASE_PORT + app.offset)]);

  const stateDir = await mkdtemp(path.join(os.tmpdir(), 'missionbase-e2e-'));
  // Postgres runs as the `postgres` user when we are root: it must be able to traverse the folder.
  await chmod(stateDir, 0o755);
  process.env.MB_E2E_STATE_DIR = stateDir;

  const servers: StaticServer[] = [];
  const backend = await startBackend(
    {
      port: E2E_API_PORT,
      pgPort: 0,
      dataDir: path.join(stateDir, 'postgres'),
      storageDir: path.join(stateDir, 'storage'),
      seedDemo: true,
      logRequests: false,
      // The suite signs in hundreds of times from 127.0.0.1: generous limits, still limits. Wrong
      // passwords for the shared test user too: repeated runs of the wrong-password specs must not
      // lock every other spec out of its account.
      authLimits: { ...TEST_AUTH_LIMITS, failedSignInPerAddressAndAccount: { limit: 10_000, windowSeconds: 300 } },
      // The suite signs with the published local keys (LOCAL_ANON_KEY): allowed for tests only.
      allowPublishedSecrets: true,
    },
    // A throwaway cluster: no fsync. Only warnings and errors reach the test output. The product's
    // parts as in `pnpm start`: the payments (the local provider's checkout page and Stripe API
    // subset on the API's origin, the functions' payment settings) and the product worker (the
    // demo seed, document e-mail, overdue notices).
    { durable: false, mounts: [paymentProvider(), productWorker()], log: (entry) => (entry.level === 'error' || entry.level === 'warn' ? console.error('[backend]', JSON.stringify(entry)) : undefined) },
  );

  const teardown = async (): Promise<void> => {
    await Promise.all(servers.map((server) => server.close()));
    await backend.stop();
    await rm(stateDir, { recursive: true, force: true });
  };

  try {
    await createTestUser();
    await writeDemoStorageState();
    const runtimeConfig = e2eRuntimeConfig();
    for (const app of APPS) {
      const shell = app.federationName === 'shell';
      // The shell's origin is the site root: it answers /sitemap.xml and /robots.txt from the marketing
      // build's public paths, with URLs on its own origin.
      const siteFiles = shell ? { pathsFile: sitePathsFile() } : undefined;
      servers.push(await serveStatic({ dir: appDist(app), port: E2E_APP_BASE_PORT + app.offset, spa: shell, runtimeConfig, siteFiles }));
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
