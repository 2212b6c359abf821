// Realtime (`/realtime/v1/websocket`): the Phoenix-channel protocol of @supabase/realtime-js over
// `ws`, with postgres_changes fed by Postgres triggers + NOTIFY and delivered only to subscribers
// whose role and claims may read the row, plus broadcast (relayed between instances through
// NOTIFY) and presence (per instance). State lives per socket; every instance LISTENs itself.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { verifyJwt } from '../auth/jwt.ts';
import type { BackendContext } from '../context.ts';
import { isRequestRole } from '../db/request-transaction.ts';
import { Catalog } from './catalog.ts';
import { ChangeFeed } from './change-feed.ts';
import type { Channel, PresenceEntries, RealtimeHub, TokenCheck } from './connection.ts';
import { RealtimeConnection } from './connection.ts';
import { deliverChanges } from './delivery.ts';
import { ProtocolError, parseProtocolVersion } from './serializer.ts';
import { resolveSubscriptions } from './resolve-subscriptions.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';

export interface RealtimeServer {
  close(): Promise<void>;
}

/** A socket silent this long (no heartbeat) is a dead connection: close it and drop its channels. */
const IDLE_TIMEOUT_MS = 90_000;

/** Largest frame a client may send (broadcast payloads included). */
const MAX_FRAME_BYTES = 1024 * 1024;

function rejectUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Bad Request'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function attachRealtime(server: Server, ctx: BackendContext): RealtimeServer {
  const instanceId = randomUUID();
  const connections = new Set<RealtimeConnection>();
  const catalog = new Catalog(ctx.adminPool);
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });

  const allChannels = (): Channel[] => [...connections].flatMap((connection) => [...connection.channels.values()]);
  const channelsOn = (topic: string): Channel[] => allChannels().filter((channel) => channel.topic === topic);

  const deliverBroadcast = (topic: string, payload: Record<string, unknown>, origin: Channel | undefined): void => {
    for (const channel of channelsOn(topic)) {
      if (channel === origin && !channel.broadcastSelf) continue;
      if (!channel.isAuthorized()) continue;
      channel.push('broadcast', payload);
    }
  };

  const feed = new ChangeFeed({
    adminPool: ctx.adminPool,
    instanceId,
    log: (entry) => ctx.log({ component: 'realtime', ...entry }),
    onChanges: (changes) =>
      deliverChanges({ pool: ctx.pool, catalog, log: (entry) => ctx.log({ component: 'realtime', ...entry }) }, changes, allChannels()),
    onBroadcast: (text) => {
      try {
        const parsed = JSON.parse(text) as { instance?: unknown; topic?: unknown; payload?: unknown };
        if (parsed.instance === instanceId || typeof parsed.topic !== 'string' || typeof parsed.payload !== 'object' || parsed.payload === null) return;
        deliverBroadcast(parsed.topic, parsed.payload as Record<string, unknown>, undefined);
      } catch {
        // Not ours to read: ignore.
      }
    },
  });

  const hub: RealtimeHub = {
    checkToken(token: string): TokenCheck {
      const result = verifyJwt(token, ctx.config.jwtSecret);
      if (!result.ok) {
        if (result.reason === 'expired') {
          const exp = readExp(token);
          return { ok: false, message: `Token has expired ${Math.max(0, Math.floor(Date.now() / 1000 - exp))} seconds ago` };
        }
        return { ok: false, message: `Received an invalid access token from client: ${result.reason}` };
      }
      if (!isRequestRole(result.claims.role)) return { ok: false, message: `Unsupported role in token: ${result.claims.role}` };
      return { ok: true, claims: result.claims };
    },
    async resolveSubscriptions(requested: unknown) {
      await feed.ready;
      return resolveSubscriptions(catalog, requested, (relid) => feed.installCaptureTrigger(relid));
    },
    async subscriptionsChanged() {
      const relids = new Set<number>();
      const schemas = new Set<string>();
      for (const channel of allChannels()) {
        for (const subscription of channel.subscriptions) {
          if (subscription.relid !== undefined) relids.add(subscription.relid);
          else schemas.add(subscription.schema);
        }
      }
      for (const schema of schemas) for (const relid of await catalog.tablesInSchema(schema)) relids.add(relid);
      await feed.setSubscribedTables(relids);
    },
    broadcast(origin: Channel, payload: Record<string, unknown>) {
      deliverBroadcast(origin.topic, payload, origin);
      feed.publishBroadcast(JSON.stringify({ instance: instanceId, topic: origin.topic, payload })).catch((error: unknown) => {
        ctx.log({ component: 'realtime', level: 'warn', msg: 'broadcast relay failed', error: String(error) });
      });
    },
    presenceState(topic: string) {
      const state: PresenceEntries = {};
      for (const channel of channelsOn(topic)) {
        if (!channel.tracked) continue;
        const entry = state[channel.presenceKey] ?? { metas: [] };
        entry.metas.push(channel.tracked);
        state[channel.presenceKey] = entry;
      }
      return state;
    },
    presenceDiff(topic: string, diff: { joins: PresenceEntries; leaves: PresenceEntries }) {
      for (const channel of channelsOn(topic)) if (channel.presenceEnabled) channel.push('presence_diff', diff);
    },
    log: (entry) => ctx.log({ component: 'realtime', ...entry }),
  };

  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH && url.pathname !== `${REALTIME_PATH}/`) return;
    const headerKey = req.headers.apikey;
    const apiKey = url.searchParams.get('apikey') ?? (typeof headerKey === 'string' ? headerKey : '');
    const check = hub.checkToken(apiKey);
    if (!check.ok) {
      rejectUpgrade(socket, 401, apiKey === '' ? 'No API key found in request' : check.message);
      return;
    }
    let version;
    try {
      version = parseProtocolVersion(url.searchParams.get('vsn'));
    } catch (error) {
      rejectUpgrade(socket, 400, error instanceof ProtocolError ? error.message : 'Bad protocol version');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new RealtimeConnection(ws, version, apiKey, hub);
      connections.add(connection);
      ws.on('close', () => {
        connections.delete(connection);
        void connection.closed();
      });
      ws.on('error', () => ws.terminate());
    });
  };
  server.on('upgrade', handleUpgrade);

  const idleSweep = setInterval(() => {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const connection of connections) if (connection.lastSeen < cutoff) connection.close(1000, 'heartbeat timeout');
  }, IDLE_TIMEOUT_MS / 3);
  idleSweep.unref();

  return {
    async close() {
      clearInterval(idleSweep);
      server.off('upgrade', handleUpgrade);
      for (const connection of connections) connection.close(1001, 'server shutting down');
      connections.clear();
      await feed.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function readExp(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : 0;
  } catch {
    return 0;
  }
}
