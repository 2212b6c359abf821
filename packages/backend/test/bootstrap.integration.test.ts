// The Supabase built-ins the bootstrap creates, checked through the roles that use them.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from './start-test-backend.ts';
import type { TestBackend } from './start-test-backend.ts';
import { withRequestTransaction } from '../src/db/request-transaction.ts';
import { onClient } from '../src/db/transaction.ts';
import { authenticatorPasswordFor } from '../src/db/bootstrap.ts';
import { testPool } from './test-pool.ts';

let backend: TestBackend;
let authenticatorPool: pg.Pool;

beforeAll(async () => {
  backend = await startTestBackend();
  const url = new URL(backend.databaseUrl);
  url.username = 'authenticator';
  url.password = authenticatorPasswordFor(backend.jwtSecret);
  authenticatorPool = testPool(url.toString(), 2);
});

afterAll(async () => {
  await authenticatorPool?.end();
  await backend?.stop();
});

describe('bootstrap', () => {
  it('gives the authenticator exactly anon, authenticated and service_role', async () => {
    const uid = '11111111-1111-4111-8111-111111111111';
    const seen = await withRequestTransaction(authenticatorPool, { role: 'authenticated', sub: uid, email: 'x@example.org' }, async (client) => {
      const { rows } = await client.query<{ role: string; uid: string; email: string; jwt_role: string }>(
        "select current_user as role, auth.uid()::text as uid, auth.email() as email, auth.jwt() ->> 'role' as jwt_role",
      );
      return rows[0];
    });
    expect(seen).toEqual({ role: 'authenticated', uid, email: 'x@example.org', jwt_role: 'authenticated' });
    await expect(authenticatorPool.query('set role postgres')).rejects.toThrow(/permission denied/);
  });

  it('reads no claims after a request on the same connection (the setting is empty, not an error)', async () => {
    const client = await authenticatorPool.connect();
    try {
      await onClient(client, (request) => request.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ role: 'authenticated', sub: '22222222-2222-4222-8222-222222222222' })]));
      const { rows } = await onClient(client, async (next) => {
        await next.query('set local role anon');
        return next.query<{ uid: string | null; jwt: unknown }>('select auth.uid() as uid, auth.jwt() as jwt');
      });
      expect(rows[0]).toEqual({ uid: null, jwt: null });
    } finally {
      client.release();
    }
  });

  it('creates the auth and storage tables with the columns clients rely on', async () => {
    const columns = await backend.admin.query<{ table_name: string; column_name: string }>(
      "select table_name, column_name from information_schema.columns where table_schema in ('auth', 'storage') and table_name in ('users', 'objects', 'buckets')",
    );
    const has = (table: string, column: string): boolean => columns.some((row) => row.table_name === table && row.column_name === column);
    for (const column of ['id', 'aud', 'role', 'email', 'encrypted_password', 'email_confirmed_at', 'confirmed_at', 'raw_user_meta_data', 'raw_app_meta_data', 'is_anonymous', 'phone']) {
      expect(has('users', column), `auth.users.${column}`).toBe(true);
    }
    for (const column of ['id', 'bucket_id', 'name', 'owner', 'metadata', 'path_tokens']) expect(has('objects', column), `storage.objects.${column}`).toBe(true);
    for (const column of ['id', 'name', 'public', 'file_size_limit', 'allowed_mime_types']) expect(has('buckets', column), `storage.buckets.${column}`).toBe(true);
    const [names] = await backend.admin.query<{ folders: string[]; file: string; ext: string }>(
      "select storage.foldername('org-1/logos/logo.png') as folders, storage.filename('org-1/logos/logo.png') as file, storage.extension('org-1/logos/logo.png') as ext",
    );
    expect(names).toEqual({ folders: ['org-1', 'logos'], file: 'logo.png', ext: 'png' });
    const [rls] = await backend.admin.query<{ relrowsecurity: boolean }>("select relrowsecurity from pg_class where oid = 'storage.objects'::regclass");
    expect(rls?.relrowsecurity).toBe(true);
  });
});
