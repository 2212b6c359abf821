// The one transaction helper on a real Postgres: the work commits together or not at all, a
// transaction may be opened by the caller's own statements, and a savepoint undoes only its part.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPool } from '../../test/test-pool.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import type { EmbeddedPostgresServer } from './embedded-postgres.ts';
import { freePort } from './free-port.mjs';
import { inSavepoint, inTransaction } from './transaction.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'mb-transaction-test-'));
chmodSync(root, 0o755);
let server: EmbeddedPostgresServer;
let pool: pg.Pool;

async function notes(): Promise<string[]> {
  return (await pool.query<{ note: string }>('select note from tx_probe order by id')).rows.map((row) => row.note);
}

beforeAll(async () => {
  server = await startEmbeddedPostgres({ dataDir: path.join(root, 'data'), port: await freePort(), durable: false });
  pool = testPool(server.ownerUrl, 2);
  await pool.query('create table tx_probe (id serial primary key, note text not null)');
});

afterAll(async () => {
  await pool?.end();
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('inTransaction', () => {
  it('commits the work and returns its result', async () => {
    await pool.query('truncate tx_probe');
    const result = await inTransaction(pool, async (client) => {
      await client.query("insert into tx_probe (note) values ('kept')");
      return 'done';
    });
    expect(result).toBe('done');
    expect(await notes()).toEqual(['kept']);
  });

  it('rolls back everything the work did when it fails, and rethrows', async () => {
    await pool.query('truncate tx_probe');
    const failing = inTransaction(pool, async (client) => {
      await client.query("insert into tx_probe (note) values ('gone')");
      throw new Error('the work failed');
    });
    await expect(failing).rejects.toThrow('the work failed');
    expect(await notes()).toEqual([]);
  });

  it('lets the caller open the transaction with its own statements, undone with the work', async () => {
    await pool.query('truncate tx_probe');
    const opened = await inTransaction(pool, (client) => client.query<{ note: string }>("select current_setting('mb.note', true) as note"), {
      open: (client) => client.query("begin; select set_config('mb.note', 'set when opening', true)"),
    });
    expect(opened.rows[0]?.note).toBe('set when opening');
    await expect(
      inTransaction(pool, async () => Promise.reject(new Error('refused')), { open: (client) => client.query("begin; insert into tx_probe (note) values ('opened')") }),
    ).rejects.toThrow('refused');
    expect(await notes()).toEqual([]);
  });
});

describe('inSavepoint', () => {
  it('undoes only what failed under the savepoint; the transaction goes on and commits the rest', async () => {
    await pool.query('truncate tx_probe');
    await inTransaction(pool, async (client) => {
      await client.query("insert into tx_probe (note) values ('before')");
      await expect(
        inSavepoint(client, 'probe', async () => {
          await client.query("insert into tx_probe (note) values ('undone')");
          await client.query('select * from tx_nowhere');
        }),
      ).rejects.toThrow(/tx_nowhere/);
      await inSavepoint(client, 'probe', () => client.query("insert into tx_probe (note) values ('after')"));
    });
    expect(await notes()).toEqual(['before', 'after']);
  });
});
