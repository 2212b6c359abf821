// The backend survives its database restarting. With sign-ins and queries in
// flight, the postmaster is killed (kill -9): the process stays up (an unhandled 'error' would fail
// this test run), /health says "unavailable" (503) and then "ok" once the supervisor has restarted
// Postgres, and requests succeed again without anyone restarting the backend.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';

let backend: TestBackend;
const migrationsDir = mkdtempSync(path.join(os.tmpdir(), 'mb-restart-migrations-'));
const EMAIL = 'restart@example.org';
const PASSWORD = 'correct-horse-battery';

beforeAll(async () => {
  // No product migrations: this is about connections, and an empty folder starts in a second.
  backend = await startTestBackend({ migrationsDir }, { ownCluster: true });
  await backend.admin.query(`
    create table public.ops_counter (id int primary key, n int not null);
    insert into public.ops_counter values (1, 0);
    grant select on public.ops_counter to anon, authenticated;
  `);
  const created = await fetch(`${backend.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, email_confirm: true }),
  });
  expect(created.status).toBe(200);
  // Test clusters run with synchronous_commit off: make the set-up survive the crash below.
  await backend.admin.query('checkpoint');
});

afterAll(async () => {
  await backend?.stop();
  rmSync(migrationsDir, { recursive: true, force: true });
});

function signIn(): Promise<number> {
  return fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  }).then(
    (response) => response.status,
    () => -1,
  );
}

function readCounter(): Promise<number> {
  return fetch(`${backend.url}/rest/v1/ops_counter?select=n`, { headers: { apikey: backend.anonKey } }).then(
    (response) => response.status,
    () => -1,
  );
}

async function healthStatus(): Promise<{ status: number; database: unknown }> {
  const response = await fetch(`${backend.url}/health`);
  const body = (await response.json()) as { database?: unknown };
  return { status: response.status, database: body.database };
}

describe('a database restart', () => {
  it('keeps the backend alive, reports the database unavailable, restarts Postgres and recovers by itself', async () => {
    expect(await healthStatus()).toEqual({ status: 200, database: 'ok' });
    const pidFile = path.join(backend.config.dataDir, 'postmaster.pid');
    const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    expect(postmaster).toBeGreaterThan(0);

    // Sign-ins (bcrypt + several statements on the owner pool) and Data API reads in flight.
    const inFlight = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? signIn() : readCounter()));
    await new Promise((resolve) => setTimeout(resolve, 30));
    process.kill(postmaster, 'SIGKILL');
    const inFlightAfter = Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? signIn() : readCounter()));

    const seen: Array<{ status: number; database: unknown }> = [];
    for (let i = 0; i < 600; i += 1) {
      const health = await healthStatus();
      seen.push(health);
      if (health.status === 200 && seen.some((entry) => entry.status === 503)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toContainEqual({ status: 503, database: 'unavailable' });
    expect(seen.at(-1)).toEqual({ status: 200, database: 'ok' });

    // Whatever was in flight was answered (success, or a retryable 503 / GoTrue's 500), never a hang or a dropped socket.
    for (const status of await Promise.all([...inFlight, ...inFlightAfter])) expect([200, 500, 503]).toContain(status);

    // The supervisor brought Postgres back: a new postmaster, and the API works again.
    expect(Number(readFileSync(pidFile, 'utf8').split('\n')[0])).not.toBe(postmaster);
    expect(backend.logs.some((entry) => entry.msg === 'postgres restarted by the supervisor')).toBe(true);
    expect(await signIn()).toBe(200);
    expect(await readCounter()).toBe(200);
  });
});
