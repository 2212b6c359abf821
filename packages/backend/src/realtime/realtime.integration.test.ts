// Realtime through the real @supabase/supabase-js client against the real backend and Postgres:
// delivery only to subscribers RLS lets read the row, filters, token refresh, broadcast, and a
// dropped connection that reconnects and resumes its subscriptions.
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type { RealtimePostgresChangesPayload, SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../auth/jwt.ts';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';

type Note = { id: number; organization_id: string; body: string };
type Change = RealtimePostgresChangesPayload<Note>;

let backend: TestBackend;
const clients: SupabaseClient[] = [];
const orgA = randomUUID();
const orgB = randomUUID();
const orgC = randomUUID();
const alice = randomUUID(); // member of orgA and orgC
const bob = randomUUID(); // member of orgB

/**
 * `ws` as realtime-js's transport on Node 20 (no global WebSocket), as realtime-js documents. Its
 * handler types name ws's own Event class rather than the DOM's, so TypeScript needs telling.
 */
type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;
const NodeWebSocket = WebSocket as unknown as Transport;

function tokenFor(sub: string, expiresIn = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ sub, role: 'authenticated', aud: 'authenticated', email: `${sub}@example.org`, iat: now, exp: now + expiresIn }, backend.jwtSecret);
}

async function clientAs(token: string, url = backend.url, vsn?: string): Promise<SupabaseClient> {
  const client = createClient(url, backend.anonKey, {
    accessToken: async () => token,
    realtime: { transport: NodeWebSocket, heartbeatIntervalMs: 1000, ...(vsn ? { vsn } : {}) },
  });
  clients.push(client);
  // supabase-js hands the token to realtime asynchronously; a join sent before that would be anon.
  await client.realtime.setAuth(token);
  return client;
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Watch {
  changes: Change[];
  statuses: string[];
  system: Record<string, unknown>[];
}

async function watchNotes(client: SupabaseClient, name: string, filter?: string): Promise<Watch> {
  const watch: Watch = { changes: [], statuses: [], system: [] };
  client
    .channel(name)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes', ...(filter ? { filter } : {}) }, (payload: Change) => {
      watch.changes.push(payload);
    })
    .on('system', {}, (payload: Record<string, unknown>) => watch.system.push(payload))
    .subscribe((status) => watch.statuses.push(status));
  await waitFor(() => watch.statuses.includes('SUBSCRIBED'), `${name} to subscribe`);
  return watch;
}

async function insertNote(organizationId: string, body: string): Promise<number> {
  const [row] = await backend.admin.query<{ id: string }>('insert into public.rt_notes (organization_id, body) values ($1, $2) returning id', [organizationId, body]);
  return Number(row?.id);
}

function bodies(watch: Watch): string[] {
  return watch.changes.map((change) => `${change.eventType}:${'body' in change.new ? change.new.body : (change.old as Partial<Note>).body}`);
}

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.admin.query(`
    create table public.rt_memberships (user_id uuid not null, organization_id uuid not null, primary key (user_id, organization_id));
    alter table public.rt_memberships enable row level security;
    create policy "own memberships" on public.rt_memberships for select to authenticated using (user_id = auth.uid());
    create table public.rt_notes (id bigserial primary key, organization_id uuid not null, body text not null);
    alter table public.rt_notes enable row level security;
    create policy "members read notes" on public.rt_notes for select to authenticated
      using (organization_id in (select m.organization_id from public.rt_memberships m where m.user_id = auth.uid()));
  `);
  await backend.admin.query('insert into public.rt_memberships values ($1, $2), ($1, $3), ($4, $5)', [alice, orgA, orgC, bob, orgB]);
});

afterAll(async () => {
  for (const client of clients) await client.removeAllChannels().catch(() => undefined);
  await backend?.stop();
});

describe('realtime postgres_changes', () => {
  it('delivers insert, update and delete to a member and nothing to a non-member', async () => {
    const member = await watchNotes(await clientAs(tokenFor(alice)), 'member');
    const outsider = await watchNotes(await clientAs(tokenFor(bob)), 'outsider');

    const id = await insertNote(orgA, 'first');
    await backend.admin.query('update public.rt_notes set body = $2 where id = $1', [id, 'edited']);
    await backend.admin.query('delete from public.rt_notes where id = $1', [id]);
    await waitFor(() => member.changes.length >= 3, 'the member to see three changes');
    expect(bodies(member)).toEqual(['INSERT:first', 'UPDATE:edited', 'DELETE:edited']);
    const [insert, update, remove] = member.changes as [Change, Change, Change];
    expect(insert).toMatchObject({ schema: 'public', table: 'rt_notes', eventType: 'INSERT', new: { id, organization_id: orgA, body: 'first' } });
    expect(update).toMatchObject({ eventType: 'UPDATE', new: { id, body: 'edited' }, old: { id } });
    expect(remove).toMatchObject({ eventType: 'DELETE', old: { id, organization_id: orgA, body: 'edited' } });
    expect(Number.isNaN(Date.parse(insert.commit_timestamp))).toBe(false);

    // A change the outsider may read arrives after any earlier change would have: only it is there.
    await insertNote(orgB, 'for bob');
    await waitFor(() => outsider.changes.length >= 1, 'the outsider to see its own organization');
    expect(bodies(outsider)).toEqual(['INSERT:for bob']);
    await waitFor(() => member.changes.length >= 3, 'settle');
    expect(bodies(member)).not.toContain('INSERT:for bob');
  });

  it('applies an eq filter on top of row-level security', async () => {
    const client = await clientAs(tokenFor(alice));
    const onlyC = await watchNotes(client, 'only-c', `organization_id=eq.${orgC}`);
    const everything = await watchNotes(client, 'everything-alice-sees');
    await insertNote(orgA, 'a-note');
    await insertNote(orgC, 'c-note');
    await waitFor(() => everything.changes.length >= 2 && onlyC.changes.length >= 1, 'both channels');
    expect(bodies(onlyC)).toEqual(['INSERT:c-note']);
    expect(bodies(everything)).toEqual(['INSERT:a-note', 'INSERT:c-note']);
  });

  it('follows a refreshed access token and closes the channel on an expired one', async () => {
    const client = await clientAs(tokenFor(alice));
    const watch = await watchNotes(client, 'refresh');

    await client.realtime.setAuth(tokenFor(bob));
    // The server handles a socket's frames in order, so once a join sent after the refresh is
    // answered, the refresh is in effect.
    await watchNotes(client, 'refresh-barrier');
    await insertNote(orgA, 'alice only');
    await insertNote(orgB, 'bob only');
    await waitFor(() => watch.changes.length >= 1, 'delivery under the refreshed token');
    expect(bodies(watch)).toEqual(['INSERT:bob only']);

    await client.realtime.setAuth(tokenFor(bob, -30));
    await waitFor(() => watch.statuses.includes('CLOSED'), 'the channel to close');
    expect(watch.system).toContainEqual(expect.objectContaining({ status: 'error', message: expect.stringMatching(/Token has expired/) }));
    await insertNote(orgB, 'after expiry');
    const later = await watchNotes(await clientAs(tokenFor(bob)), 'control');
    await insertNote(orgB, 'control');
    await waitFor(() => later.changes.some((change) => change.eventType === 'INSERT' && change.new.body === 'control'), 'the control channel');
    expect(bodies(watch)).toEqual(['INSERT:bob only']);
  });

  it('refuses a join with an expired or forged token', async () => {
    const expired = await clientAs(tokenFor(alice, -10));
    const statuses: string[] = [];
    const errors: string[] = [];
    expired
      .channel('expired')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, () => undefined)
      .subscribe((status, error) => {
        statuses.push(status);
        if (error) errors.push(error.message);
      });
    await waitFor(() => statuses.includes('CHANNEL_ERROR'), 'the join to be refused');
    expect(errors.join(' ')).toMatch(/Token has expired/);

    const forged = await clientAs(signJwt({ sub: alice, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 }, 'not-the-secret-at-all-not-the-secret'));
    const forgedStatuses: string[] = [];
    forged
      .channel('forged')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, () => undefined)
      .subscribe((status) => forgedStatuses.push(status));
    await waitFor(() => forgedStatuses.includes('CHANNEL_ERROR'), 'the forged join to be refused');
  });

  it('refuses a subscription to a table that does not exist or a bad filter', async () => {
    const client = await clientAs(tokenFor(alice));
    const errors: string[] = [];
    client
      .channel('bad-filter')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes', filter: 'nope=eq.1' }, () => undefined)
      .subscribe((status, error) => {
        if (status === 'CHANNEL_ERROR' && error) errors.push(error.message);
      });
    await waitFor(() => errors.length > 0, 'the bad filter to be refused');
    expect(errors[0]).toMatch(/no column nope/);
  });

  it('resumes subscriptions after the connection drops', async () => {
    const proxy = await startProxy(backend.port);
    try {
      const watch = await watchNotes(await clientAs(tokenFor(alice), `http://127.0.0.1:${proxy.port}`), 'resume');
      await insertNote(orgA, 'before drop');
      await waitFor(() => watch.changes.length >= 1, 'delivery before the drop');

      const subscribedBefore = watch.statuses.filter((status) => status === 'SUBSCRIBED').length;
      expect(proxy.drop()).toBeGreaterThan(0);
      await waitFor(() => watch.statuses.filter((status) => status === 'SUBSCRIBED').length > subscribedBefore, 'the channel to re-join');

      await insertNote(orgA, 'after drop');
      await waitFor(() => watch.changes.length >= 2, 'delivery after the reconnect');
      expect(bodies(watch)).toEqual(['INSERT:before drop', 'INSERT:after drop']);
    } finally {
      await proxy.close();
    }
  });

  it('captures a table created after start-up at once, through the event trigger', async () => {
    await backend.admin.query('create table public.rt_late (id uuid primary key default gen_random_uuid(), organization_id uuid not null)');
    const [row] = await backend.admin.query<{ captured: boolean }>(
      "select exists (select 1 from pg_trigger where tgrelid = 'public.rt_late'::regclass and tgname = 'mb_realtime_capture') as captured",
    );
    expect(row?.captured).toBe(true);
  });

  it('closes a channel whose token expires while it is subscribed', async () => {
    const watch = await watchNotes(await clientAs(tokenFor(bob, 2)), 'expiring');
    await waitFor(() => watch.statuses.includes('CLOSED'), 'the channel to close at expiry');
    expect(watch.system).toContainEqual(expect.objectContaining({ status: 'error', extension: 'system', message: expect.stringMatching(/Token has expired/) }));
    await insertNote(orgB, 'after close');
    const control = await watchNotes(await clientAs(tokenFor(bob)), 'control-2');
    await insertNote(orgB, 'control 2');
    await waitFor(() => control.changes.some((change) => change.eventType === 'INSERT' && change.new.body === 'control 2'), 'the control channel');
    expect(watch.changes).toEqual([]);
  });

  it('does not deliver an update that moves a row out of what the subscriber may read', async () => {
    const watch = await watchNotes(await clientAs(tokenFor(bob)), 'moved-out');
    const id = await insertNote(orgB, 'mine for now');
    await waitFor(() => watch.changes.length >= 1, 'the insert');
    await backend.admin.query('update public.rt_notes set organization_id = $2, body = $3 where id = $1', [id, orgA, 'moved to A']);
    await insertNote(orgB, 'marker');
    await waitFor(() => watch.changes.length >= 2, 'the marker');
    expect(bodies(watch)).toEqual(['INSERT:mine for now', 'INSERT:marker']);
  });

  it('speaks protocol 1.0.0 as well', async () => {
    const watch = await watchNotes(await clientAs(tokenFor(bob), backend.url, '1.0.0'), 'v1');
    await insertNote(orgB, 'v1 note');
    await waitFor(() => watch.changes.length >= 1, 'delivery over vsn 1.0.0');
    expect(bodies(watch)).toEqual(['INSERT:v1 note']);
  });
});

describe('realtime broadcast', () => {
  it('relays a broadcast to the other members of a channel', async () => {
    const received: unknown[] = [];
    const listener = (await clientAs(tokenFor(bob))).channel('room-1');
    const listenerStatuses: string[] = [];
    listener.on('broadcast', { event: 'cursor' }, (message: { payload: unknown }) => received.push(message.payload)).subscribe((status) => listenerStatuses.push(status));
    const sender = (await clientAs(tokenFor(alice))).channel('room-1');
    const senderStatuses: string[] = [];
    sender.subscribe((status) => senderStatuses.push(status));
    await waitFor(() => listenerStatuses.includes('SUBSCRIBED') && senderStatuses.includes('SUBSCRIBED'), 'both to join');
    await sender.send({ type: 'broadcast', event: 'cursor', payload: { x: 3, y: 4 } });
    await waitFor(() => received.length > 0, 'the broadcast');
    expect(received).toEqual([{ x: 3, y: 4 }]);
  });
});

describe('realtime presence', () => {
  it('shares tracked state with the other members of a channel and drops it on untrack', async () => {
    const join = async (token: string) => {
      const channel = (await clientAs(token)).channel('lobby', { config: { presence: { key: randomUUID() } } });
      let subscribed = false;
      channel.on('presence', { event: 'sync' }, () => undefined).subscribe((status) => {
        if (status === 'SUBSCRIBED') subscribed = true;
      });
      await waitFor(() => subscribed, 'the presence channel to join');
      return channel;
    };
    const watcher = await join(tokenFor(bob));
    const tracker = await join(tokenFor(alice));
    expect(await tracker.track({ name: 'alice' })).toBe('ok');
    const names = () => Object.values(watcher.presenceState()).flatMap((metas) => metas.map((meta) => (meta as { name?: string }).name));
    await waitFor(() => names().includes('alice'), 'the watcher to see alice');
    expect(names()).toEqual(['alice']);
    expect(await tracker.untrack()).toBe('ok');
    await waitFor(() => names().length === 0, 'alice to leave');
  });
});

/** A TCP proxy whose open connections the test can cut, as a flaky network or a restarted load balancer would. */
async function startProxy(targetPort: number): Promise<{ port: number; drop(): number; close(): Promise<void> }> {
  const open = new Set<net.Socket>();
  const server = net.createServer((downstream) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [downstream, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    downstream.pipe(upstream).pipe(downstream);
    downstream.on('close', () => upstream.destroy());
    upstream.on('close', () => downstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    drop() {
      const count = open.size;
      for (const socket of open) socket.destroy();
      return count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
