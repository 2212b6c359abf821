// The backend as a separate process (`node --import tsx src/main.ts`), for what an in-process test
// backend cannot show: kill -9 during writes (fault test) and load measured from outside the
// server's event loop (`pnpm bench:load`). Loopback only, its own ports and data folder, durable
// Postgres (fsync on), no demo seed, a random JWT secret.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiKeysFor } from '../src/auth/jwt.ts';
import { freePort } from '../src/db/free-port.mjs';

const BACKEND_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BackendProcessOptions {
  /** Embedded Postgres data folder (every parent must be enterable by the postgres user). */
  dataDir: string;
  storageDir: string;
  /** Extra environment (rate limits for a load test, say). */
  env?: Record<string, string>;
  /** Ports to reuse (a restart on the same data folder keeps them); free ones otherwise. */
  apiPort?: number;
  pgPort?: number;
  jwtSecret?: string;
}

export interface BackendProcess {
  url: string;
  apiPort: number;
  pgPort: number;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Owner connection string of its embedded Postgres. */
  ownerUrl: string;
  /** What it printed, for a failure message. */
  output: string[];
  /**
   * kill -9 of the backend and its database, mid-write: SIGKILL to the postmaster (reaped by the
   * backend, which is still alive for the next few milliseconds), then SIGKILL to the backend's
   * whole process group. Killing both at the same instant would leave an unreaped postmaster on a
   * machine whose PID 1 does not reap orphans, and Postgres refuses a live-looking lock file.
   */
  kill9(): Promise<void>;
  /** SIGTERM and wait: the graceful stop. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

async function waitHealthy(url: string, child: ChildProcess, output: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the backend exited during start:\n${output.slice(-20).join('')}`);
    const ok = await fetch(`${url}/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the backend was not healthy within ${timeoutMs} ms:\n${output.slice(-20).join('')}`);
}

export async function startBackendProcess(options: BackendProcessOptions, timeoutMs = 180_000): Promise<BackendProcess> {
  const apiPort = options.apiPort ?? (await freePort());
  const pgPort = options.pgPort ?? (await freePort());
  const jwtSecret = options.jwtSecret ?? randomBytes(32).toString('hex');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(BACKEND_DIR, 'src', 'main.ts')], {
    cwd: BACKEND_DIR,
    env: {
      ...process.env,
      MB_API_PORT: String(apiPort),
      MB_PG_PORT: String(pgPort),
      MB_DATA_DIR: options.dataDir,
      MB_STORAGE_DIR: options.storageDir,
      MB_SEED_DEMO: 'false',
      MB_LOG_REQUESTS: 'false',
      JWT_SECRET: jwtSecret,
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so kill9() reaches the Postgres it spawned as well.
    detached: true,
  });
  const output: string[] = [];
  const keep = (chunk: Buffer): void => {
    output.push(chunk.toString('utf8'));
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${apiPort}`;
  try {
    await waitHealthy(url, child, output, timeoutMs);
  } catch (error) {
    killGroup(child);
    throw error;
  }
  const { anonKey, serviceRoleKey } = apiKeysFor(jwtSecret);
  return {
    url,
    apiPort,
    pgPort,
    jwtSecret,
    anonKey,
    serviceRoleKey,
    ownerUrl: `postgresql://postgres:postgres@127.0.0.1:${pgPort}/postgres`,
    output,
    async kill9() {
      const postmaster = postmasterPid(options.dataDir);
      if (postmaster !== undefined) {
        process.kill(postmaster, 'SIGKILL');
        for (let i = 0; i < 200 && existsSync(`/proc/${postmaster}`); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      killGroup(child);
      await exited(child);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    },
  };
}
