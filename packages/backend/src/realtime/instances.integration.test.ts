// Realtime across two backend instances on one database (as behind a load balancer): each
// instance LISTENs for itself, so a change is delivered by whichever instance holds the socket,
// a broadcast crosses instances, and a client moving to the other instance simply re-joins.
import { randomUUID } from 'node:crypto';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../auth/jwt.ts';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { createTestClient } from '../../test/supabase-client.ts';

let first: TestBackend;
let second: TestBackend;
const clients: SupabaseClient[] = [];
const org = randomUUID();
const member = randomUUID();

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function clientOn(backend: TestBackend): Promise<SupabaseClient> {
  const now = Math.floor(Date.now() / 1000);
  const client = createTestClient(backend.url, backend.anonKey);
  clients.push(client);
  await client.realtime.setAuth(signJwt({ sub: member, role: 'authenticated', iat: now, exp: now + 600 }, backend.jwtSecret));
  return client;
}

beforeAll(async () => {
  first = await startTestBackend();
  second = await startTestBackend({ databaseUrl: first.databaseUrl });
  await first.admin.query(`
    create table public.rt_shared (id bigserial primary key, organization_id uuid not null, body text not null);
    alter table public.rt_shared enable row level security;
    create table public.rt_shared_members (user_id uuid primary key, organization_id uuid not null);
    create policy "members" on public.rt_shared for select to authenticated
      using (organization_id in (select organization_id from public.rt_shared_members where user_id = auth.uid()));
  `);
  await first.admin.query('insert into public.rt_shared_members values ($1, $2)', [member, org]);
});

afterAll(async () => {
  for (const client of clients) await client.removeAllChannels().catch(() => undefined);
  await second?.stop();
  await first?.stop();
});

describe('realtime on several instances', () => {
  it('delivers changes through whichever instance holds the socket', async () => {
    const seen: Record<'first' | 'second', string[]> = { first: [], second: [] };
    for (const [name, backend] of [['first', first], ['second', second]] as const) {
      const client = await clientOn(backend);
      let subscribed = false;
      client
        .channel(`shared-${name}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_shared' }, (payload: RealtimePostgresChangesPayload<{ body: string }>) => {
          if (payload.eventType === 'INSERT') seen[name].push(payload.new.body);
        })
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') subscribed = true;
        });
      await waitFor(() => subscribed, `the ${name} instance's channel`);
    }
    const [registered] = await first.admin.query<{ instances: string }>(
      "select count(distinct instance_id) as instances from realtime.subscribed_tables where relid = 'public.rt_shared'::regclass",
    );
    expect(Number(registered?.instances)).toBe(2);

    await second.admin.query('insert into public.rt_shared (organization_id, body) values ($1, $2)', [org, 'hello both']);
    await waitFor(() => seen.first.length > 0 && seen.second.length > 0, 'both instances to deliver');
    expect(seen).toEqual({ first: ['hello both'], second: ['hello both'] });
  });

  it('relays a broadcast from one instance to a listener on the other', async () => {
    const received: unknown[] = [];
    const listener = (await clientOn(second)).channel('cross-room');
    let listening = false;
    listener.on('broadcast', { event: 'ping' }, (message: { payload: unknown }) => received.push(message.payload)).subscribe((status) => {
      if (status === 'SUBSCRIBED') listening = true;
    });
    const sender = (await clientOn(first)).channel('cross-room');
    let sending = false;
    sender.subscribe((status) => {
      if (status === 'SUBSCRIBED') sending = true;
    });
    await waitFor(() => listening && sending, 'both to join');
    await sender.send({ type: 'broadcast', event: 'ping', payload: { from: 'first' } });
    await waitFor(() => received.length > 0, 'the broadcast on the other instance');
    expect(received).toEqual([{ from: 'first' }]);
  });
});
