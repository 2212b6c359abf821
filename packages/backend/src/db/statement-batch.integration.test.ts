// A request's statements in one round trip: one ReadyForQuery for the whole
// batch, results per statement, nothing committed after an error, prepared names that survive a
// failed batch, and a deferred constraint's failure at commit.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { runBatch } from './statement-batch.ts';

let backend: TestBackend;
let client: pg.Client;

/** Counts the ReadyForQuery messages (one per round trip) while `work` runs. */
async function roundTrips(work: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const count1 = (): void => {
    count += 1;
  };
  client.connection.on('readyForQuery', count1);
  try {
    await work().catch(() => undefined);
  } finally {
    client.connection.off('readyForQuery', count1);
  }
  return count;
}

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.admin.query('create table public.batch_probe (id int primary key, note text)');
  client = new pg.Client({ connectionString: backend.databaseUrl });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await backend?.stop();
});

describe('statement batch', () => {
  it('answers begin, settings, a statement and commit in one round trip, one result each', async () => {
    let results: Awaited<ReturnType<typeof runBatch>> = [];
    const trips = await roundTrips(async () => {
      results = await runBatch(client, [
        { text: 'begin' },
        { text: `select set_config('request.jwt.claim.sub', $1, true) as sub`, values: ['user-1'], name: 'probe_settings' },
        { text: `select current_setting('request.jwt.claim.sub') as sub, $1::int + 1 as next`, values: [41] },
        { text: 'commit' },
      ]);
    });
    expect(trips).toBe(1);
    expect(results.map((result) => result.command)).toEqual(['BEGIN', 'SELECT', 'SELECT', 'COMMIT']);
    expect(results[2]?.rows).toEqual([{ sub: 'user-1', next: 42 }]);
    // Transaction-local settings end with the transaction.
    const after = await client.query<{ sub: string | null }>(`select current_setting('request.jwt.claim.sub', true) as sub`);
    expect(after.rows[0]?.sub ?? '').toBe('');
  });

  it('commits nothing and reports the first error when a statement of the batch fails', async () => {
    const failed = runBatch(client, [
      { text: 'begin' },
      { text: 'insert into public.batch_probe (id, note) values ($1, $2)', values: [1, 'first'] },
      { text: 'insert into public.batch_probe (id, note) values ($1, $2)', values: [1, 'duplicate'] },
      { text: 'commit' },
    ]);
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    await client.query('rollback');
    const rows = await client.query('select * from public.batch_probe');
    expect(rows.rowCount).toBe(0);
  });

  it('prepares a named statement again after a batch that failed before reaching it', async () => {
    const fresh = new pg.Client({ connectionString: backend.databaseUrl });
    await fresh.connect();
    try {
      const step = { text: 'select $1::text as echo', values: ['again'], name: 'probe_named' };
      await expect(runBatch(fresh, [{ text: 'select 1/0' }, step])).rejects.toMatchObject({ code: '22012' });
      const [first] = await runBatch(fresh, [step]);
      expect(first?.rows).toEqual([{ echo: 'again' }]);
      const [second] = await runBatch(fresh, [step]);
      expect(second?.rows).toEqual([{ echo: 'again' }]);
    } finally {
      await fresh.end();
    }
  });

  it('reports a deferred constraint that fails at commit as the batch error', async () => {
    await backend.admin.query(
      `create table public.batch_deferred (id int primary key, parent int references public.batch_deferred (id) deferrable initially deferred)`,
    );
    const failed = runBatch(client, [{ text: 'begin' }, { text: 'insert into public.batch_deferred values (1, 99)' }, { text: 'commit' }]);
    await expect(failed).rejects.toMatchObject({ code: '23503' });
    await client.query('rollback');
    const rows = await backend.admin.query('select * from public.batch_deferred');
    expect(rows).toHaveLength(0);
  });
});
