// The product's own realtime use, on the real schema and auth: a signed-in member watches ALL
// events of `subscriptions` and `notifications` filtered by organization_id (SPEC: realtime on
// those tables), and sees their organization's changes, never another organization's.
import { randomUUID } from 'node:crypto';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { createTestClient } from '../../test/supabase-client.ts';

type Row = Record<string, unknown>;

let backend: TestBackend;
const clients: SupabaseClient[] = [];

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Signs up a new user with an organization (the database provisions it) and returns the session's client. */
async function signUpWithOrganization(organizationName: string): Promise<{ client: SupabaseClient; organizationId: string }> {
  const client = createTestClient(backend.url, backend.anonKey);
  clients.push(client);
  const email = `${randomUUID()}@example.org`;
  const { error } = await client.auth.signUp({ email, password: 'a-long-password', options: { data: { full_name: 'Test User', organization_name: organizationName, plan: 'starter' } } });
  expect(error).toBeNull();
  const { data, error: readError } = await client.from('organization_members').select('organization_id').limit(1).single();
  expect(readError).toBeNull();
  // Hand the session's token to realtime before joining (supabase-js does it asynchronously).
  await client.realtime.setAuth();
  return { client, organizationId: String((data as Row).organization_id) };
}

interface Watch {
  changes: RealtimePostgresChangesPayload<Row>[];
  subscribed: boolean;
}

async function watchOrganization(client: SupabaseClient, organizationId: string): Promise<Watch> {
  const watch: Watch = { changes: [], subscribed: false };
  const filter = `organization_id=eq.${organizationId}`;
  client
    .channel(`org-${organizationId}-${randomUUID()}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'subscriptions', filter }, (payload: RealtimePostgresChangesPayload<Row>) => watch.changes.push(payload))
    .on('postgres_changes', { event: '*', schema: 'public', table: 'notifications', filter }, (payload: RealtimePostgresChangesPayload<Row>) => watch.changes.push(payload))
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') watch.subscribed = true;
    });
  await waitFor(() => watch.subscribed, 'the channel to subscribe');
  return watch;
}

function summary(watch: Watch): string[] {
  return watch.changes.map((change) => {
    const row = (change.eventType === 'DELETE' ? change.old : change.new) as Row;
    return `${change.table}:${change.eventType}:${String(row.title ?? row.status ?? '')}`;
  });
}

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  for (const client of clients) await client.removeAllChannels().catch(() => undefined);
  await backend?.stop();
});

describe('realtime on the product schema', () => {
  it("[API-4] delivers an organization's notification and subscription changes to its members only", async () => {
    const harbor = await signUpWithOrganization('Open Harbor');
    const literacy = await signUpWithOrganization('Literacy Project');
    const own = await watchOrganization(harbor.client, harbor.organizationId);
    // Literacy's user asks for Harbor's rows: the join is accepted, RLS delivers nothing.
    const prying = await watchOrganization(literacy.client, harbor.organizationId);
    const literacyOwn = await watchOrganization(literacy.client, literacy.organizationId);

    const insertNotification = (organizationId: string, title: string) =>
      backend.admin.query<{ id: string }>('insert into public.notifications (organization_id, title) values ($1, $2) returning id', [organizationId, title]);
    const [note] = await insertNotification(harbor.organizationId, 'Invoice paid');
    await backend.admin.query(`update public.subscriptions set status = 'active' where organization_id = $1`, [harbor.organizationId]);
    await backend.admin.query('delete from public.notifications where id = $1', [note?.id]);
    await insertNotification(literacy.organizationId, 'Welcome');

    await waitFor(() => own.changes.length >= 3 && literacyOwn.changes.length >= 1, 'both organizations to hear of their changes');
    expect(summary(own)).toEqual(['notifications:INSERT:Invoice paid', 'subscriptions:UPDATE:active', 'notifications:DELETE:Invoice paid']);
    expect(summary(literacyOwn)).toEqual(['notifications:INSERT:Welcome']);
    expect(prying.changes).toEqual([]);
  });
});
