// Starts a throw-away backend for integration tests: free ports, a fresh data folder (removed on
// stop), no demo seed, no request log, and the mounts the caller passes (the product's tests pass
// the payment provider or the product worker; the backend knows neither). Other packages import it
// as `@missionbase/backend/test/start-test-backend`.
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { QueryResultRow } from 'pg';
import type { BackendConfig } from '../src/config.ts';
import { startBackend } from '../src/server.ts';
import { TEST_AUTH_LIMITS } from '../src/auth/limits.ts';
import type { RunningBackend } from '../src/server.ts';
import type { BackendMount } from '../src/context.ts';

export interface TestBackend extends RunningBackend {
  /** Owner-rights SQL for arranging and inspecting state (like the SQL editor of Supabase Studio). */
  admin: {
    query<R extends QueryResultRow = QueryResultRow>(sql: string, params?: unknown[]): Promise<R[]>;
  };
  /** Log lines the backend wrote, for tests that check logging. */
  logs: Record<string, unknown>[];
}

export async function startTestBackend(overrides: Partial<BackendConfig> = {}, mounts: readonly BackendMount[] = []): Promise<TestBackend> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mb-backend-test-'));
  // mkdtemp makes the folder 0700; the postgres user must be able to walk through it.
  chmodSync(root, 0o755);
  const logs: Record<string, unknown>[] = [];
  let backend: RunningBackend;
  try {
    backend = await startBackend(
      {
        port: 0,
        pgPort: 0,
        dataDir: path.join(root, 'postgres'),
        storageDir: path.join(root, 'storage'),
        databaseUrl: undefined,
        seedDemo: false,
        logRequests: false,
        production: false,
        // Suites sign in hundreds of times from 127.0.0.1: limits far above that, not none.
        authLimits: TEST_AUTH_LIMITS,
        // Tests may keep the published local secrets (fixed keys are what their fixtures sign with).
        allowPublishedSecrets: true,
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
  } catch (error) {
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
      rmSync(root, { recursive: true, force: true });
    },
  };
}
