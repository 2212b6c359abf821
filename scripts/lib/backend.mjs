// Starts the backend (`node --import tsx src/main.ts` in packages/backend) as a supervised child and
// waits until its API port answers. Shared by `pnpm start`, `pnpm dev` and `pnpm bench`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './apps.mjs';
import { spawnNode, waitForPort } from './processes.mjs';

export const BACKEND_DIR = path.join(REPO_ROOT, 'packages', 'backend');
export const BACKEND_MAIN = path.join(BACKEND_DIR, 'src', 'main.ts');

/**
 * The product's parts mounted on the backend (which knows no product) in start, dev and bench: the
 * payments (the local Stripe stand-in and the functions' payment settings) and the product worker
 * (the demo seed, document e-mail, overdue notices).
 */
export const PRODUCT_MOUNTS = [
  path.join(REPO_ROOT, 'packages', 'payment-provider', 'src', 'mount.ts'),
  path.join(REPO_ROOT, 'packages', 'worker', 'src', 'mount.ts'),
];

export function backendAvailable() {
  return existsSync(BACKEND_MAIN);
}

/**
 * Spawns the backend with the given environment (MB_API_PORT, MB_PG_PORT, MB_DATA_DIR, MB_SEED_DEMO ...)
 * and resolves with its supervised entry once the API port accepts connections. The first start
 * initialises Postgres, applies the migrations and schema files and seeds the demo organization, so the wait is generous.
 */
export async function startBackendProcess({ apiPort, env = {}, quiet = false, timeoutMs = 180000 }) {
  // cwd is the backend package so `--import tsx` resolves its own tsx dependency.
  const entry = spawnNode('backend', ['--import', 'tsx', BACKEND_MAIN], {
    cwd: BACKEND_DIR,
    env: {
      MB_API_PORT: String(apiPort),
      // The product's parts on the API, unless the caller names other mounts.
      ...(process.env.MB_BACKEND_MOUNTS === undefined ? { MB_BACKEND_MOUNTS: PRODUCT_MOUNTS.filter((file) => existsSync(file)).join(',') } : {}),
      ...env,
    },
    quiet,
  });
  const died = entry.exited.then((code) => `backend exited with ${code}`);
  await waitForPort(apiPort, { timeoutMs, abort: died });
  return entry;
}

/** Restart delays after the backend dies on its own: doubling up to the last, reset once it has run a minute. */
const RESTART_BACKOFF_MS = { first: 500, max: 30000, stableAfter: 60000 };

/**
 * `pnpm start`: the backend as a supervised service. Starts it like startBackendProcess and, when it
 * exits on its own (a crash, an OOM kill; not Ctrl-C or a clean stop), starts it again with backoff.
 * The backend itself restarts its embedded Postgres (packages/backend/src/db/embedded-postgres.ts),
 * so together nothing needs a person to bring the API back.
 */
export async function superviseBackendProcess(options) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => (stopping = true));
  let delay = RESTART_BACKOFF_MS.first;
  const watch = (entry, startedAt) => {
    entry.exited.then(async (code) => {
      if (stopping || code === 0) return;
      if (Date.now() - startedAt > RESTART_BACKOFF_MS.stableAfter) delay = RESTART_BACKOFF_MS.first;
      console.error(`The backend exited unexpectedly (${code}); restarting it in ${delay} ms.`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, RESTART_BACKOFF_MS.max);
      if (stopping) return;
      try {
        watch(await startBackendProcess(options), Date.now());
        console.log('The backend is back.');
      } catch (error) {
        console.error(`The backend did not come back: ${error instanceof Error ? error.message : String(error)}`);
        watch({ exited: Promise.resolve('failed restart') }, Date.now());
      }
    });
  };
  const first = await startBackendProcess(options);
  watch(first, Date.now());
  return first;
}
