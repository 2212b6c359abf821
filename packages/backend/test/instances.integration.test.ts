// Two backend instances on one database (the second through DATABASE_URL), as behind a load
// balancer: the bootstrap is idempotent, and sessions, refresh tokens and the sign-in rate limit
// live in Postgres, so either instance continues what the other began.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from './start-test-backend.ts';
import type { TestBackend } from './start-test-backend.ts';
import { createTestClient } from './supabase-client.ts';
import { FAILED_SIGN_IN_LIMIT } from '../src/auth/rate-limit.ts';

let first: TestBackend;
let second: TestBackend;

beforeAll(async () => {
  first = await startTestBackend();
  second = await startTestBackend({ databaseUrl: first.databaseUrl });
});

afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

describe('several instances on one database', () => {
  it('share users, sessions and refresh tokens', async () => {
    const onFirst = createTestClient(first.url, first.anonKey);
    const onSecond = createTestClient(second.url, second.anonKey);
    const { data } = await onFirst.auth.signUp({ email: 'shared@example.org', password: 'shared-password' });
    const session = data.session;
    if (!session) throw new Error('no session');
    expect((await onSecond.auth.getUser(session.access_token)).data.user?.id).toBe(data.user?.id);
    const refreshed = await onSecond.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toBeNull();
    // The token the second instance spent is spent for the first one too (once the reuse interval has passed).
    await first.admin.query("update auth.refresh_tokens set updated_at = now() - interval '1 minute' where revoked and user_id = $1", [data.user?.id]);
    const reused = await onFirst.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error).toMatchObject({ code: 'refresh_token_already_used' });
  });

  it('count failed sign-ins together', async () => {
    const onFirst = createTestClient(first.url, first.anonKey);
    const onSecond = createTestClient(second.url, second.anonKey);
    await onFirst.auth.signUp({ email: 'limited-everywhere@example.org', password: 'right-password' });
    for (let attempt = 0; attempt < FAILED_SIGN_IN_LIMIT; attempt += 1) {
      const client = attempt % 2 === 0 ? onFirst : onSecond;
      expect((await client.auth.signInWithPassword({ email: 'limited-everywhere@example.org', password: 'wrong' })).error?.status).toBe(400);
    }
    for (const client of [onFirst, onSecond]) {
      const { error } = await client.auth.signInWithPassword({ email: 'limited-everywhere@example.org', password: 'right-password' });
      expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    }
  });

  it('ran the bootstrap twice without harm and recorded no migration twice', async () => {
    const roles = await second.admin.query<{ rolname: string }>(
      "select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname",
    );
    expect(roles.map((row) => row.rolname)).toEqual(['anon', 'authenticated', 'authenticator', 'service_role']);
    const duplicates = await second.admin.query('select version from supabase_migrations.schema_migrations group by version having count(*) > 1');
    expect(duplicates).toEqual([]);
  });
});
