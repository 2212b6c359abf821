// A signed-in organization for the Transactions tests: an owner, a viewer
// of the same organization and an outsider owning another one, each a supabase-js client as the
// app uses it, on a fresh test backend.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import type { BackendMount } from '@missionbase/backend/src/context';

export interface TransactionsFixture {
  backend: TestBackend;
  orgId: string;
  owner: SupabaseClient;
  viewer: SupabaseClient;
  outsider: SupabaseClient;
  outsiderOrgId: string;
  /** An account id of the organization by chart code. */
  account(code: string): Promise<string>;
}

async function signUp(backend: TestBackend, metadata: Record<string, unknown>): Promise<{ client: SupabaseClient; id: string }> {
  const client = createTestClient(backend.url, backend.anonKey);
  const { data, error } = await client.auth.signUp({
    email: `txn-${randomUUID().slice(0, 8)}@example.org`,
    password: 'transactions password 1',
    options: { data: metadata },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, id: data.user.id };
}

async function organizationOf(backend: TestBackend, userId: string): Promise<string> {
  const rows = await backend.admin.query<{ organization_id: string }>(
    `select organization_id from public.organization_members where user_id = $1 and role = 'owner'`,
    [userId],
  );
  const id = rows[0]?.organization_id;
  if (!id) throw new Error('no organization was provisioned');
  return id;
}

/** `mounts`: the product's parts a suite needs on its backend (the product worker for e-mailed documents). */
export async function createTransactionsFixture(mounts: readonly BackendMount[] = []): Promise<TransactionsFixture> {
  const backend = await startTestBackend({}, { mounts });
  const owner = await signUp(backend, { organization_name: 'Ledger Street Pantry', full_name: 'Olga Owner' });
  const orgId = await organizationOf(backend, owner.id);
  const viewer = await signUp(backend, { full_name: 'Vic Viewer' });
  await backend.admin.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'viewer')`, [orgId, viewer.id]);
  const outsider = await signUp(backend, { organization_name: 'Elsewhere Trust', full_name: 'Otto Outsider' });
  const outsiderOrgId = await organizationOf(backend, outsider.id);
  return {
    backend,
    orgId,
    owner: owner.client,
    viewer: viewer.client,
    outsider: outsider.client,
    outsiderOrgId,
    async account(code: string) {
      const rows = await backend.admin.query<{ id: string }>('select id from public.accounts where organization_id = $1 and code = $2', [orgId, code]);
      const id = rows[0]?.id;
      if (!id) throw new Error(`no account ${code}`);
      return id;
    },
  };
}
