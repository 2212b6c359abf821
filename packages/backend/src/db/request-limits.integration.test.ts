// No unbounded query. Every API role has Supabase's statement timeout (set by the product's
// migrations), a client that disconnects has its query cancelled, and a flood of slow
// anonymous requests neither queues without bound nor stalls another tenant's one-row read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestTestEnv } from '../rest/rest-test-fixture.ts';
import type { RestTestEnv } from '../rest/rest-test-fixture.ts';
import { signJwt } from '../auth/jwt.ts';

let env: RestTestEnv;
let aliceToken: string;

/** Postgres' regex engine backtracks through every split of the text for this pattern: minutes on ~1,000 characters. */
const CATASTROPHIC = encodeURIComponent('(.*)(.*)\\2\\1$');

beforeAll(async () => {
  env = await startRestTestEnv();
  await env.backend.admin.query(`
    create table public.ops_public_texts (id int primary key, body text not null);
    alter table public.ops_public_texts enable row level security;
    create policy ops_public_texts_read on public.ops_public_texts for select to anon, authenticated using (true);
    grant select on public.ops_public_texts to anon, authenticated;
    insert into public.ops_public_texts values (1, (select string_agg(md5(i::text), '') from generate_series(1, 30) i));
    create function public.ops_sleep(seconds float8) returns int language sql as 'select 1 from pg_sleep(seconds)';
    create function public.ops_patient_sleep(seconds float8) returns int language sql set statement_timeout = '10s' as 'select 1 from pg_sleep(seconds)';
    create function public.ops_hasty_sleep(seconds float8) returns int language sql set statement_timeout = '1s' as 'select 1 from pg_sleep(seconds)';
  `);
  const now = Math.floor(Date.now() / 1000);
  aliceToken = signJwt({ sub: env.aliceId, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 }, env.backend.jwtSecret);
  const inserted = await env.fetchRest('rest_notes', { method: 'POST', token: aliceToken, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ body: 'alice only' }) });
  expect(inserted.status).toBe(201);
});

afterAll(async () => {
  await env?.stop();
});

/** Statements the API pool is running now, other than this inspection. */
async function activeApiQueries(fragment: string): Promise<number> {
  const rows = await env.backend.admin.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where application_name = 'missionbase-api' and state = 'active' and query like '%' || $1 || '%'`,
    [fragment],
  );
  return rows[0]?.n ?? 0;
}

async function until(check: () => Promise<boolean>, label: string, attempts = 100): Promise<void> {
  for (let i = 0; i < attempts; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for: ${label}`);
}

describe('statement timeouts, cancellation and a bounded pool', () => {
  it('gives the API roles Supabase statement timeouts in seconds (anon 3s, authenticated 8s, authenticator 8s)', async () => {
    const rows = await env.backend.admin.query<{ rolname: string; rolconfig: string[] | null }>(
      `select rolname, rolconfig from pg_roles where rolname in ('anon', 'authenticated', 'authenticator') order by rolname`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.rolname, row.rolconfig]))).toEqual({
      anon: ['statement_timeout=3s'],
      authenticated: ['statement_timeout=8s'],
      authenticator: ['statement_timeout=8s'],
    });
  });

  it('lets a function that sets its own statement_timeout run past the role\'s, as PostgREST\'s function settings do', async () => {
    // anon's 3 s would cancel a 4 s call; the function's 10 s applies to it instead.
    const response = await env.fetchRest('rpc/ops_patient_sleep?seconds=4', { signal: AbortSignal.timeout(60_000) });
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(1);
  });

  it('cuts off a call at the function\'s own statement_timeout when it is shorter than the role\'s', async () => {
    const response = await env.fetchRest('rpc/ops_hasty_sleep?seconds=3', { token: aliceToken, signal: AbortSignal.timeout(60_000) });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
  });

  it('cuts off an anonymous catastrophic regex filter with the statement timeout (57014)', async () => {
    const response = await env.fetchRest(`ops_public_texts?select=id&body=match.${CATASTROPHIC}`, { signal: AbortSignal.timeout(60_000) });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
  });

  it('cancels the query of a client that disconnects', async () => {
    const controller = new AbortController();
    const pending = env
      .fetchRest('rpc/ops_sleep?seconds=60', { token: env.backend.serviceRoleKey, signal: controller.signal })
      .catch((error: unknown) => error);
    await until(async () => (await activeApiQueries('ops_sleep')) === 1, 'the sleep is running');
    controller.abort();
    await pending;
    // The statement would run for 60 s (service_role runs under the authenticator's 8 s): gone at once means cancelled.
    await until(async () => (await activeApiQueries('ops_sleep')) === 0, 'the sleep is cancelled', 30);
  });

  it('keeps a flood of slow anonymous filters from stalling another tenant: extra requests get 503 + Retry-After', async () => {
    const flood = Array.from({ length: 20 }, () =>
      env.fetchRest(`ops_public_texts?select=id&body=match.${CATASTROPHIC}`, { signal: AbortSignal.timeout(60_000) }).then(async (response) => ({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: (await response.json()) as { code?: string },
      })),
    );
    await until(async () => (await activeApiQueries('ops_public_texts')) >= 5, 'the flood is running');
    const read = await env.fetchRest('rest_notes?select=body', { token: aliceToken });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual([{ body: 'alice only' }]);
    // The tenant was answered while the flood's statements were still running, not after them.
    expect(await activeApiQueries('ops_public_texts')).toBeGreaterThan(0);

    const outcomes = await Promise.all(flood);
    const refused = outcomes.filter((outcome) => outcome.status === 503);
    const timedOut = outcomes.filter((outcome) => outcome.status === 500);
    expect(refused.length + timedOut.length).toBe(outcomes.length);
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) {
      expect(outcome.retryAfter).toBe('1');
      expect(outcome.body.code).toBe('PGRST003');
    }
    for (const outcome of timedOut) expect(outcome.body.code).toBe('57014');
  });

  it('answers 503 at once when the wait queue for connections is full, instead of queueing without bound', async () => {
    const sleepers = Array.from({ length: 70 }, () =>
      env.fetchRest('rpc/ops_sleep?seconds=2', { token: aliceToken }).then((response) => ({ status: response.status, retryAfter: response.headers.get('retry-after') })),
    );
    const outcomes = await Promise.all(sleepers);
    const busy = outcomes.filter((outcome) => outcome.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((outcome) => outcome.retryAfter === '1')).toBe(true);
    expect(outcomes.filter((outcome) => outcome.status !== 503).every((outcome) => outcome.status === 200)).toBe(true);
  });
});
