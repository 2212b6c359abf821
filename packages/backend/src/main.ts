// The backend as a command: configuration from the environment, one ready line, and a graceful
// stop on SIGINT/SIGTERM (in-flight requests finish, then Postgres stops).
import { pathToFileURL } from 'node:url';
import type { BackendMount } from './context.ts';
import { startBackend } from './server.ts';

function log(entry: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
}

function isMount(value: unknown): value is BackendMount {
  return typeof value === 'object' && value !== null && Array.isArray((value as { routes?: unknown }).routes);
}

/** MB_BACKEND_MOUNTS: files exporting `backendMount` (scripts/lib/backend.mjs names the product's: payments and the product worker). */
async function loadMounts(list: string | undefined): Promise<BackendMount[]> {
  const mounts: BackendMount[] = [];
  for (const file of (list ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '')) {
    const module: Record<string, unknown> = await import(pathToFileURL(file).href);
    if (!isMount(module.backendMount)) throw new Error(`${file} does not export a backendMount`);
    mounts.push(module.backendMount);
  }
  return mounts;
}

async function main(): Promise<void> {
  const mounts = await loadMounts(process.env.MB_BACKEND_MOUNTS);
  const backend = await startBackend({}, { log, mounts });
  const demo = backend.demoLogin ? ` | demo login: ${backend.demoLogin.email} / ${backend.demoLogin.password}` : '';
  process.stdout.write(`Missionbase backend ready at ${backend.url} | anon key: ${backend.anonKey}${demo}\n`);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // A second signal means "now": Postgres is stopped by the exit hook.
      process.exit(1);
    }
    stopping = true;
    log({ level: 'info', msg: 'shutting down', signal });
    backend.stop().then(
      () => {
        log({ level: 'info', msg: 'stopped' });
        process.exit(0);
      },
      (error: unknown) => {
        log({ level: 'error', msg: 'shutdown failed', error: error instanceof Error ? error.message : String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

// A promise nobody awaited failing (a background task losing its connection while Postgres
// restarts) is logged; it must not take every other request down with the process.
process.on('unhandledRejection', (reason: unknown) => {
  log({ level: 'error', msg: 'unhandled rejection', error: reason instanceof Error ? (reason.stack ?? reason.message) : String(reason) });
});

main().catch((error: unknown) => {
  process.stderr.write(`Missionbase backend failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
