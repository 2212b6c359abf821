// `pnpm dev`: the backend plus `rspack serve` (hot reload) for the shell and every remote on the
// same ports as `pnpm start` (3000-3006, API 54321). Every dev server is `node <@rspack/cli bin>`
// started directly, so Ctrl-C stops every process.
import path from 'node:path';
import { APPS, DEMO_LOGIN, REPO_ROOT, START_PORTS, runtimeConfigFor } from './lib/apps.mjs';
import { backendAvailable, startBackendProcess } from './lib/backend.mjs';
import { installationSecrets } from './lib/secrets.mjs';
import { assertPortsFree, resolveBin, spawnNode, stopAllAndExit, stopAllOnSignals } from './lib/processes.mjs';

const apiPort = Number(process.env.MB_API_PORT || START_PORTS.api);
const pgPort = Number(process.env.MB_PG_PORT || START_PORTS.pg);

stopAllOnSignals();

async function fail(message) {
  console.error(`\n${message}`);
  await stopAllAndExit(1);
}

async function main() {
  const ports = APPS.map((app) => ({ port: START_PORTS.appBase + app.offset, what: app.dir }));
  if (backendAvailable()) {
    ports.push({ port: apiPort, what: 'backend API' });
    if (!process.env.DATABASE_URL) ports.push({ port: pgPort, what: 'embedded Postgres' });
  }
  await assertPortsFree(ports);

  // This installation's own secrets (.data/secrets.json, shared with `pnpm start`).
  const secrets = installationSecrets();
  if (backendAvailable()) {
    try {
      await startBackendProcess({ apiPort, env: { ...secrets.env, MB_PG_PORT: String(pgPort), MB_SEED_DEMO: process.env.MB_SEED_DEMO ?? 'true' } });
    } catch (error) {
      await fail(`The backend did not start: ${error instanceof Error ? error.message : String(error)}`);
    }
  } else {
    console.warn('packages/backend/src/main.ts does not exist yet: starting the apps without a backend.');
  }

  // Each dev server answers /runtime-config.json with this (the installation's anon key), not public/'s published one.
  const runtimeConfig = JSON.stringify(runtimeConfigFor({ appBase: START_PORTS.appBase, apiUrl: `http://localhost:${apiPort}`, anonKey: secrets.anonKey }));
  for (const app of APPS) {
    const cwd = path.join(REPO_ROOT, app.dir);
    const entry = spawnNode(app.dir, [resolveBin(cwd, '@rspack/cli', 'rspack'), 'serve'], { cwd, env: { NODE_ENV: 'development', MB_RUNTIME_CONFIG: runtimeConfig } });
    entry.exited.then((code) => {
      if (code !== 0 && code !== 'SIGTERM' && code !== 'SIGKILL') console.error(`${app.dir} dev server exited with ${code}`);
    });
  }

  console.log('\nDev servers are starting (hot reload):');
  console.log(`   App:  http://localhost:${START_PORTS.appBase}`);
  if (backendAvailable()) console.log(`   API:  http://localhost:${apiPort}`);
  console.log(`   Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  console.log('   Ctrl-C stops everything.\n');
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
