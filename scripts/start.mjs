// `pnpm start` (README command 1): builds every app (turbo, cached), starts the backend with its
// embedded Postgres (demo organization seeded on first start) and serves the built shell on 3000 and
// the remotes on 3001-3006. Prints where everything is and the demo login. Ctrl-C stops it all.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, DEMO_LOGIN, REPO_ROOT, START_PORTS, appDist, runtimeConfigFor } from './lib/apps.mjs';
import { backendAvailable, superviseBackendProcess } from './lib/backend.mjs';
import { installationSecrets } from './lib/secrets.mjs';
import { assertPortsFree, resolveBin, spawnNode, stopAllAndExit, stopAllOnSignals } from './lib/processes.mjs';
import { serveStatic } from './serve-static.mjs';

const apiPort = Number(process.env.MB_API_PORT || START_PORTS.api);
const pgPort = Number(process.env.MB_PG_PORT || START_PORTS.pg);
const skipBuild = process.argv.includes('--no-build');

const servers = [];
stopAllOnSignals(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function fail(message) {
  console.error(`\n${message}`);
  await stopAllAndExit(1);
}

async function build() {
  console.log('Building every app (turbo caches unchanged ones)...');
  // turbo needs a real pnpm on PATH; the workspace's own is in node_modules/.bin.
  const env = { PATH: `${path.join(REPO_ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}` };
  const turbo = spawnNode('build', [resolveBin(REPO_ROOT, 'turbo'), 'run', 'build', '--output-logs=errors-only'], { cwd: REPO_ROOT, env });
  const code = await turbo.exited;
  if (code !== 0) await fail(`The build failed (turbo exited with ${code}). Fix the error above and run \`pnpm start\` again.`);
}

async function assertBuilt() {
  const missing = APPS.filter((app) => !existsSync(path.join(appDist(app), app.federationName === 'shell' ? 'index.html' : 'mf-manifest.json')));
  if (missing.length > 0) await fail(`No build output for ${missing.map((app) => app.dir).join(', ')} (expected <app>/dist).`);
}

async function main() {
  const ports = APPS.map((app) => ({ port: START_PORTS.appBase + app.offset, what: app.dir }));
  if (backendAvailable()) {
    ports.push({ port: apiPort, what: 'backend API' });
    if (!process.env.DATABASE_URL) ports.push({ port: pgPort, what: 'embedded Postgres' });
  }
  await assertPortsFree(ports);

  if (!skipBuild) await build();
  await assertBuilt();

  // This installation's own JWT and webhook secrets (.data/secrets.json, made on first start): no published key works here.
  const secrets = installationSecrets();
  if (backendAvailable()) {
    console.log('Starting the backend (first start initialises Postgres and seeds the demo organization)...');
    try {
      // Supervised: restarted with backoff if it dies; it restarts its own Postgres the same way.
      await superviseBackendProcess({ apiPort, env: { ...secrets.env, MB_PG_PORT: String(pgPort), MB_SEED_DEMO: process.env.MB_SEED_DEMO ?? 'true' } });
    } catch (error) {
      await fail(`The backend did not start: ${error instanceof Error ? error.message : String(error)}`);
    }
  } else {
    console.warn('packages/backend/src/main.ts does not exist yet: serving the apps without a backend.');
  }

  // dist's runtime-config.json carries the published anon key: the apps get this installation's instead.
  const runtimeConfig = runtimeConfigFor({ appBase: START_PORTS.appBase, apiUrl: `http://localhost:${apiPort}`, anonKey: secrets.anonKey });
  // The shell's origin is the site root: it answers /sitemap.xml and /robots.txt from the marketing
  // build's public paths, on SITE_URL when set, else on the origin the browser asked for.
  const marketing = APPS.find((app) => app.federationName === 'mf_marketing');
  const siteFiles = marketing ? { pathsFile: path.join(appDist(marketing), 'site-paths.json'), siteUrl: process.env.SITE_URL || undefined } : undefined;
  for (const app of APPS) {
    const port = START_PORTS.appBase + app.offset;
    const shell = app.federationName === 'shell';
    servers.push(await serveStatic({ dir: appDist(app), port, spa: shell, gzip: true, runtimeConfig, siteFiles: shell ? siteFiles : undefined }));
  }

  const line = '-'.repeat(60);
  console.log(`\n${line}`);
  console.log(' Missionbase is running');
  console.log(`   App:      http://localhost:${START_PORTS.appBase}`);
  if (backendAvailable()) console.log(`   API:      http://localhost:${apiPort}`);
  console.log(`   Remotes:  http://localhost:${START_PORTS.appBase + 1}-${START_PORTS.appBase + 6}`);
  console.log(`   Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  console.log('   Ctrl-C stops everything.');
  console.log(`${line}\n`);
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
