// Starts the backend (`node --import tsx src/main.ts` in packages/backend) as a supervised child and
// waits until its API port answers. Shared by `pnpm start`, `pnpm dev` and `pnpm bench`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './apps.mjs';
import { spawnNode, waitForPort } from './processes.mjs';

export const BACKEND_DIR = path.join(REPO_ROOT, 'packages', 'backend');
export const BACKEND_MAIN = path.join(BACKEND_DIR, 'src', 'main.ts');

export function backendAvailable() {
  return existsSync(BACKEND_MAIN);
}

/**
 * Spawns the backend with the given environment (MB_API_PORT, MB_PG_PORT, MB_DATA_DIR, MB_SEED_DEMO ...)
 * and resolves with its supervised entry once the API port accepts connections. The first start
 * initialises Postgres, applies migrations and seeds the demo organization, so the wait is generous.
 */
export async function startBackendProcess({ apiPort, env = {}, quiet = false, timeoutMs = 180000 }) {
  // cwd is the backend package so `--import tsx` resolves its own tsx dependency.
  const entry = spawnNode('backend', ['--import', 'tsx', BACKEND_MAIN], {
    cwd: BACKEND_DIR,
    env: { MB_API_PORT: String(apiPort), ...env },
    quiet,
  });
  const died = entry.exited.then((code) => `backend exited with ${code}`);
  await waitForPort(apiPort, { timeoutMs, abort: died });
  return entry;
}
