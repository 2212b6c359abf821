// One Data API statement in one round trip without `begin`/`commit`: the
// extended protocol's implicit transaction up to the Sync carries the role, claims and read-only
// setting, rolls everything back on an error, commits at the Sync (where a deferred constraint can
// still fail), and the statement's prepared plan follows the row security of the role it runs as.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { runRequestStatement } from './request-transaction.ts';
import type { JwtClaims } from '../auth/jwt.ts';
import { testPool } from '../../test/test-pool.ts';

let backend: TestBackend;
/** One connection, so every request below reuses it (and its prepared statements). */
let pool: pg.Pool;
const notices: string[] = [];

const alice: JwtClaims = { role: 'authenticated', sub: '00000000-0000-4000-8000-00000000000a', exp: 4102444800 };
const bob: JwtClaims = { role: 'authenticated', sub: '00000000-0000-4000-8000-00000000000b', exp: 4102444800 };
const anon: JwtClaims = { role: 'anon' };

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.admin.query(`
    create table public.implicit_notes (id int primary key, owner text not null, note text not null);
    alter table public.implicit_notes enable row level security;
    create policy implicit_notes_own on public.implicit_notes for all to authenticated
      using (owner = current_setting('request.jwt.claim.sub', true)) with check (owner = current_setting('request.jwt.claim.sub', true));
    grant select, insert on public.implicit_notes to anon, authenticated;
    insert into public.implicit_notes values (1, '${alice.sub}', 'alice'), (2, '${bob.sub}', 'bob');
    create table public.implicit_deferred (id int primary key, parent int references public.implicit_deferred (id) deferrable initially deferred);
    grant insert on public.implicit_deferred to authenticated;
  `);
  pool = testPool(backend.databaseUrl, 1);
  pool.on('connect', (client) => client.on('notice', (notice) => notices.push(notice.message ?? '')));
});

afterAll(async () => {
  await pool?.end();
  await backend?.stop();
});

const NOTES = `select coalesce(json_agg(n.note order by n.id), '[]')::text as body from public.implicit_notes n`;

async function notes(claims: JwtClaims): Promise<string[]> {
  const result = await runRequestStatement(pool, claims, { text: NOTES, values: [] });
  return JSON.parse(String(result.rows[0]?.body)) as string[];
}

describe('a request statement in the implicit transaction', () => {
  it('runs as the role and claims of the request, which end with it', async () => {
    const result = await runRequestStatement(pool, alice, { text: `select current_user::text as role, current_setting('request.jwt.claim.sub') as sub, $1::int as n`, values: [7] });
    expect(result.rows).toEqual([{ role: 'authenticated', sub: alice.sub, n: 7 }]);
    const after = await pool.query<{ role: string; sub: string | null }>(`select current_user::text as role, current_setting('request.jwt.claim.sub', true) as sub`);
    expect(after.rows[0]?.role).not.toBe('authenticated');
    expect(after.rows[0]?.sub ?? '').toBe('');
  });

  it('keeps each role to its own rows with the same prepared statement, alternating past the generic plan', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect(await notes(i % 2 === 0 ? alice : bob)).toEqual([i % 2 === 0 ? 'alice' : 'bob']);
      expect(await notes(anon)).toEqual([]);
    }
  });

  it('commits nothing when the statement fails, and leaves the connection idle without a rollback', async () => {
    notices.length = 0;
    const insert = `insert into public.implicit_notes (id, owner, note) values ($1, $2, $3), ($4, $5, $6)`;
    await expect(runRequestStatement(pool, alice, { text: insert, values: [3, alice.sub, 'x', 3, alice.sub, 'y'] })).rejects.toMatchObject({ code: '23505' });
    await expect(runRequestStatement(pool, alice, { text: insert, values: [4, alice.sub, 'x', 5, bob.sub, 'y'] })).rejects.toMatchObject({ code: '42501' });
    expect(await backend.admin.query('select id from public.implicit_notes where id > 2')).toEqual([]);
    // A `rollback` sent to an idle connection would answer "there is no transaction in progress".
    expect(notices).toEqual([]);
    expect(await notes(alice)).toEqual(['alice']);
  });

  it('commits at the Sync, where a deferred constraint failing is the request error', async () => {
    await expect(runRequestStatement(pool, alice, { text: `insert into public.implicit_deferred values ($1, $2)`, values: [1, 99] })).rejects.toMatchObject({ code: '23503' });
    expect(await backend.admin.query('select * from public.implicit_deferred')).toEqual([]);
    await runRequestStatement(pool, alice, { text: `insert into public.implicit_deferred values ($1, $2)`, values: [1, 1] });
    expect(await backend.admin.query('select id from public.implicit_deferred')).toEqual([{ id: 1 }]);
  });

  it('refuses a write in a read-only request', async () => {
    const write = runRequestStatement(pool, alice, { text: `insert into public.implicit_notes values ($1, $2, $3)`, values: [9, alice.sub, 'z'], readOnly: true });
    await expect(write).rejects.toMatchObject({ code: '25006' });
    expect(await notes(alice)).toEqual(['alice']);
  });

  it('keeps at most 50 prepared statements on a connection', async () => {
    for (let i = 0; i < 70; i += 1) await runRequestStatement(pool, alice, { text: `select ${i}::int as n`, values: [] });
    const result = await runRequestStatement(pool, alice, { text: `select count(*)::int as n from pg_prepared_statements`, values: [] });
    expect(result.rows[0]?.n).toBeLessThanOrEqual(50);
  });
});
