// The app's realtime feeds on this schema: changes to subscriptions, notifications and other
// tables reach members subscribed with `organization_id=eq.<id>`, and never another organization.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { TestDatabase } from './support/database.ts';

let backend: TestBackend;
let db: TestDatabase;
let orgA: string;
let member: SupabaseClient;
let outsider: SupabaseClient;
const clients: SupabaseClient[] = [];

async function signUp(metadata: Record<string, unknown>): Promise<{ client: SupabaseClient; id: string }> {
  const client = createTestClient(backend.url, backend.anonKey);
  clients.push(client);
  const { data, error } = await client.auth.signUp({ email: `rt-${randomUUID().slice(0, 8)}@example.org`, password: 'realtime password 1', options: { data: metadata } });
  if (error || !data.user || !data.session) throw new Error(error?.message ?? 'no session');
  await client.realtime.setAuth(data.session.access_token);
  return { client, id: data.user.id };
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface Feed {
  events: string[];
}

/** Subscribes to every change of the given tables of one organization. */
async function watch(client: SupabaseClient, organizationId: string, tables: string[]): Promise<Feed> {
  const feed: Feed = { events: [] };
  let channel = client.channel(`org-${randomUUID()}`);
  for (const table of tables) {
    channel = channel.on('postgres_changes', { event: '*', schema: 'public', table, filter: `organization_id=eq.${organizationId}` }, (payload) => {
      feed.events.push(`${payload.table}:${payload.eventType}`);
    });
  }
  let subscribed = false;
  channel.subscribe((status) => {
    if (status === 'SUBSCRIBED') subscribed = true;
  });
  await waitFor(() => subscribed, 'the channel to subscribe');
  return feed;
}

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
  const owner = await signUp({ organization_name: 'Realtime Org' });
  orgA = (await db.one<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [owner.id])).organization_id;
  const m = await signUp({});
  await db.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`, [orgA, m.id]);
  member = m.client;
  outsider = (await signUp({ organization_name: 'Other Org' })).client;
});

afterAll(async () => {
  for (const client of clients) await client.removeAllChannels().catch(() => undefined);
  await db?.end();
  await backend?.stop();
});

describe('realtime feeds', () => {
  it('delivers subscription, notification and transaction changes to members only', async () => {
    const feeds = ['subscriptions', 'notifications', 'transactions'];
    const mine = await watch(member, orgA, feeds);
    const theirs = await watch(outsider, orgA, feeds);

    await db.query(`update public.subscriptions set status = 'active' where organization_id = $1`, [orgA]);
    await db.query(`insert into public.notifications (organization_id, title, message) values ($1, 'Heads up', 'for everyone')`, [orgA]);
    const inserted = await member.from('transactions').insert({ organization_id: orgA, description: 'Gift', type: 'Income', amount: 30 });
    expect(inserted.error).toBeNull();

    await waitFor(() => mine.events.length >= 3, 'three changes');
    expect(mine.events.sort()).toEqual(['notifications:INSERT', 'subscriptions:UPDATE', 'transactions:INSERT']);
    // The same changes had time to reach the outsider's identical subscription; none may.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(theirs.events).toEqual([]);
  });
});
