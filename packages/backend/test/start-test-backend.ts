// Starts a throw-away backend for integration tests: free ports, its own database (a copy of the
// run's migrated template, see template-database.ts, or a cluster of its own), a fresh storage folder
// (removed on stop), no demo seed, no request log, and the mounts the caller passes (the product's
// tests pass the payment provider or the product worker; the backend knows neither). Other packages
// import it as `@missionbase/backend/test/start-test-backend`.
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { QueryResultRow } from 'pg';
import { loadConfig } from '../src/config.ts';
import type { BackendConfig } from '../src/config.ts';
import { startBackend } from '../src/server.ts';
import { TEST_AUTH_LIMITS } from '../src/auth/limits.ts';
import type { RunningBackend } from '../src/server.ts';
import { copyTemplateDatabase, demoTemplateDatabase, sharedServerFor, whileStartingOn } from './template-database.ts';
import type { DatabaseCopy } from './template-database.ts';
import type { BackendMount } from '../src/context.ts';

export interface TestBackend extends RunningBackend {
  /** Owner-rights SQL for arranging and inspecting state (like the SQL editor of Supabase Studio). */
  admin: {
    query<R extends QueryResultRow = QueryResultRow>(sql: string, params?: unknown[]): Promise<R[]>;
  };
  /** Log lines the backend wrote, for tests that check logging. */
  logs: Record<string, unknown>[];
}

export interface TestBackendOptions {
  /**
   * A Postgres cluster of its own (initdb, then every migration) instead of a copy of the template:
   * for tests that kill or restart Postgres, bring their own migrations or data folder, or test the
   * migration runner. Slower; use it only there.
   */
  ownCluster?: boolean;
  /**
   * Start on a copy that already holds the demo (seeded once per run into a second template)
   * instead of seeding at start-up: for suites that read the demo, not for the one that tests the
   * seed. `demoLogin` is then null, as on any start after the first.
   */
  demoFromTemplate?: boolean;
  /** What to mount on the backend (none by default): `paymentProvider()`, `productWorker()`. */
  mounts?: readonly BackendMount[];
}

/** What every test backend (and the template database) is started with unless a test says otherwise. */
export const TEST_BACKEND_CONFIG = {
  port: 0,
  seedDemo: false,
  logRequests: false,
  production: false,
  // Suites sign in hundreds of times from 127.0.0.1: limits far above that, not none.
  authLimits: TEST_AUTH_LIMITS,
  // Tests may keep the published local secrets (fixed keys are what their fixtures sign with).
  allowPublishedSecrets: true,
} satisfies Partial<BackendConfig>;

export async function startTestBackend(overrides: Partial<BackendConfig> = {}, options: TestBackendOptions = {}): Promise<TestBackend> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mb-backend-test-'));
  // mkdtemp makes the folder 0700; the postgres user must be able to walk through it.
  chmodSync(root, 0o755);
  const logs: Record<string, unknown>[] = [];
  let backend: RunningBackend;
  let copy: DatabaseCopy | undefined;
  const mounts = options.mounts ?? [];
  try {
    const shared = sharedServerFor(overrides, options.ownCluster ?? false, loadConfig(process.env, TEST_BACKEND_CONFIG).jwtSecret);
    // A test that names a database (a second backend on another's) gets that one, not a copy.
    if (shared && overrides.databaseUrl === undefined) {
      copy = await copyTemplateDatabase(options.demoFromTemplate ? await demoTemplateDatabase(shared, TEST_BACKEND_CONFIG, mounts) : shared);
    }
    const start = (): Promise<RunningBackend> => startBackend(
      {
        ...TEST_BACKEND_CONFIG,
        pgPort: 0,
        dataDir: path.join(root, 'postgres'),
        storageDir: path.join(root, 'storage'),
        databaseUrl: copy?.url,
        ...overrides,
      },
      {
        durable: false,
        mounts,
        log: (entry) => {
          logs.push(entry);
          if (entry.level === 'error') process.stderr.write(`${JSON.stringify(entry)}\n`);
        },
      },
    );
    backend = shared ? await whileStartingOn(shared, start) : await start();
  } catch (error) {
    await copy?.drop().catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const adminPool = new pg.Pool({ connectionString: backend.databaseUrl, max: 2 });
  adminPool.on('error', () => undefined);
  return {
    ...backend,
    logs,
    admin: {
      async query<R extends QueryResultRow = QueryResultRow>(sql: string, params: unknown[] = []): Promise<R[]> {
        const result = await adminPool.query<R>(sql, params);
        return result.rows;
      },
    },
    async stop() {
      await adminPool.end().catch(() => undefined);
      await backend.stop();
      await copy?.drop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
