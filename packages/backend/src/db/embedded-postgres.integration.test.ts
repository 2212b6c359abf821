// The embedded Postgres across process lives: data survives a restart, and a server left running
// by a killed backend is found through postmaster.pid and stopped before a new one starts.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { freePort } from './free-port.mjs';

const root = mkdtempSync(path.join(os.tmpdir(), 'mb-embedded-test-'));
chmodSync(root, 0o755);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

async function query<R extends pg.QueryResultRow>(url: string, sql: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Running and not a zombie (a container's PID 1 may never reap the orphaned postmaster). */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

describe('embedded Postgres', () => {
  it('keeps its data across a stop and a start (initialised once)', async () => {
    const dataDir = path.join(root, 'restart');
    const first = await startEmbeddedPostgres({ dataDir, port: await freePort(), durable: false });
    await query(first.ownerUrl, "create table kept (v text); insert into kept values ('still here')");
    await first.stop();
    const second = await startEmbeddedPostgres({ dataDir, port: await freePort(), durable: false });
    try {
      expect(await query<{ v: string }>(second.ownerUrl, 'select v from kept')).toEqual([{ v: 'still here' }]);
    } finally {
      await second.stop();
    }
  });

  it('stops a stale server left by a killed backend, then starts normally', async () => {
    const dataDir = path.join(root, 'stale');
    const port = await freePort();
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures', 'start-embedded-postgres.ts');
    // cwd: the package, so `--import tsx` resolves the package's own tsx wherever vitest was started.
    const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
    const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir, String(port)], { cwd: packageDir, stdio: ['ignore', 'pipe', 'inherit'] });
    const stalePid = await new Promise<number>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /ready (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', (code) => reject(new Error(`child exited early with ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // The backend died without a chance to stop its server: the postmaster is still running.
    expect(isAlive(stalePid)).toBe(true);

    const fresh = await startEmbeddedPostgres({ dataDir, port, durable: false });
    try {
      expect(isAlive(stalePid)).toBe(false);
      expect(await query<{ ok: number }>(fresh.ownerUrl, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    } finally {
      await fresh.stop();
    }
  });

  it('explains a port clash instead of failing silently', async () => {
    const blocker = await startEmbeddedPostgres({ dataDir: path.join(root, 'blocker'), port: await freePort(), durable: false });
    try {
      await expect(startEmbeddedPostgres({ dataDir: path.join(root, 'clash'), port: blocker.port, durable: false })).rejects.toThrow(
        new RegExp(`Postgres did not start on port ${blocker.port}`),
      );
    } finally {
      await blocker.stop();
    }
  });
});
