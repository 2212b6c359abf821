// One realtime WebSocket: the Phoenix channel protocol as realtime-js speaks it (join, leave,
// heartbeat, access-token refresh, broadcast, presence) and the per-channel state the change feed
// delivers through. Nothing here outlives the socket: a reconnecting client simply re-joins.
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import type { RawData } from 'ws';
import type { JwtClaims } from '../auth/jwt.ts';
import type { Subscriber } from './delivery.ts';
import type { PhoenixMessage, ProtocolVersion } from './serializer.ts';
import { ProtocolError, decodeBinary, decodeText, encode } from './serializer.ts';
import type { PostgresSubscription } from './subscription.ts';

export type TokenCheck = { ok: true; claims: JwtClaims } | { ok: false; message: string };

/** What a connection needs from the realtime server that owns it. */
export interface RealtimeHub {
  checkToken(token: string): TokenCheck;
  /** Validates a join's `postgres_changes` list against the catalog; throws JoinError. */
  resolveSubscriptions(requested: unknown): Promise<PostgresSubscription[]>;
  /** Re-computes which tables have subscribers; resolves once the database knows. */
  subscriptionsChanged(): Promise<void>;
  broadcast(origin: Channel, message: Record<string, unknown>): void;
  presenceState(topic: string): Record<string, { metas: Record<string, unknown>[] }>;
  presenceDiff(topic: string, diff: { joins: PresenceEntries; leaves: PresenceEntries }): void;
  log(entry: Record<string, unknown>): void;
}

export type PresenceEntries = Record<string, { metas: Record<string, unknown>[] }>;

export class JoinError extends Error {}

const MAX_CHANNELS = 100;
/** setTimeout's limit; tokens that live longer are re-checked when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class Channel implements Subscriber {
  token: string;
  claims: JwtClaims;
  subscriptions: PostgresSubscription[] = [];
  broadcastSelf = false;
  broadcastAck = false;
  presenceKey = '';
  presenceEnabled = false;
  tracked: Record<string, unknown> | undefined;
  /** Set once the join reply (with the subscription ids realtime-js filters by) has gone out. */
  joined = false;
  private expiryTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly connection: RealtimeConnection,
    readonly topic: string,
    readonly joinRef: string | null,
    token: string,
    claims: JwtClaims,
  ) {
    this.token = token;
    this.claims = claims;
  }

  isAuthorized(): boolean {
    const exp = this.claims.exp;
    return typeof exp !== 'number' || exp * 1000 > Date.now();
  }

  send(payload: Record<string, unknown>): void {
    // Before its join reply the client has no ids to filter changes by: nothing goes out yet.
    if (this.joined) this.push('postgres_changes', payload);
  }

  push(event: string, payload: Record<string, unknown>): void {
    this.connection.send({ join_ref: this.joinRef, ref: null, topic: this.topic, event, payload });
  }

  /** Closes the channel when its token expires, as Supabase Realtime does. */
  scheduleExpiry(): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    const exp = this.claims.exp;
    if (typeof exp !== 'number') return;
    const delay = Math.min(Math.max(exp * 1000 - Date.now(), 0), MAX_TIMER_MS);
    this.expiryTimer = setTimeout(() => {
      if (this.isAuthorized()) this.scheduleExpiry();
      else this.connection.shutDownChannel(this, expiredMessage(exp));
    }, delay);
    this.expiryTimer.unref();
  }

  dispose(): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
  }
}

function expiredMessage(exp: number): string {
  return `Token has expired ${Math.max(0, Math.floor(Date.now() / 1000 - exp))} seconds ago`;
}

export class RealtimeConnection {
  readonly channels = new Map<string, Channel>();
  readonly id = randomUUID();
  private queue: Promise<void> = Promise.resolve();
  /** When the client last sent anything (realtime-js heartbeats every 25 s by default). */
  lastSeen = Date.now();

  constructor(
    private readonly socket: WebSocket,
    private readonly version: ProtocolVersion,
    /** The `apikey` the socket connected with: the identity of joins that carry no access_token. */
    private readonly apiKey: string,
    private readonly hub: RealtimeHub,
  ) {
    socket.on('message', (data, isBinary) => {
      this.lastSeen = Date.now();
      // One frame at a time: a leave or token refresh must not overtake the join before it.
      this.queue = this.queue
        .then(() => this.handleFrame(data, isBinary))
        .catch((error: unknown) => this.hub.log({ level: 'error', msg: 'realtime frame failed', error: String(error) }));
    });
  }

  send(message: PhoenixMessage): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(encode(message, this.version));
  }

  private reply(message: PhoenixMessage, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send({ join_ref: message.join_ref, ref: message.ref, topic: message.topic, event: 'phx_reply', payload: { status, response } });
  }

  private async handleFrame(data: RawData, isBinary: boolean): Promise<void> {
    const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    let message: PhoenixMessage;
    try {
      message = isBinary ? decodeBinary(buffer) : decodeText(buffer.toString('utf8'));
    } catch (error) {
      if (error instanceof ProtocolError) {
        this.hub.log({ level: 'warn', msg: 'realtime: unreadable frame', error: error.message });
        return;
      }
      throw error;
    }
    await this.handleMessage(message);
  }

  async handleMessage(message: PhoenixMessage): Promise<void> {
    if (message.topic === 'phoenix' && message.event === 'heartbeat') {
      this.reply(message, 'ok', {});
      return;
    }
    if (message.event === 'phx_join') {
      await this.join(message);
      return;
    }
    const channel = this.channels.get(message.topic);
    if (!channel) {
      // Phoenix answers pushes to a topic the socket has not joined this way.
      if (message.event !== 'phx_leave') this.reply(message, 'error', { reason: 'unmatched topic' });
      else this.reply(message, 'ok', {});
      return;
    }
    switch (message.event) {
      case 'phx_leave':
        this.reply(message, 'ok', {});
        await this.removeChannel(channel);
        return;
      case 'access_token':
        this.refreshToken(channel, message.payload.access_token);
        return;
      case 'broadcast':
        this.handleBroadcast(channel, message);
        return;
      case 'presence':
        this.handlePresence(channel, message);
        return;
      default:
        this.reply(message, 'error', { reason: `unknown event ${message.event}` });
    }
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const payload = message.payload;
    const config = isRecord(payload.config) ? payload.config : {};
    const token = typeof payload.access_token === 'string' && payload.access_token !== '' ? payload.access_token : this.apiKey;
    const check = this.hub.checkToken(token);
    if (!check.ok) {
      this.reply(message, 'error', { reason: check.message });
      return;
    }
    if (config.private === true) {
      this.reply(message, 'error', { reason: 'Private channels are not supported by this server' });
      return;
    }
    const existing = this.channels.get(message.topic);
    if (!existing && this.channels.size >= MAX_CHANNELS) {
      this.reply(message, 'error', { reason: `Too many channels on one connection (at most ${MAX_CHANNELS})` });
      return;
    }
    let subscriptions: PostgresSubscription[];
    try {
      subscriptions = await this.hub.resolveSubscriptions(config.postgres_changes ?? []);
    } catch (error) {
      if (error instanceof JoinError) {
        this.reply(message, 'error', { reason: error.message });
        return;
      }
      throw error;
    }
    if (this.socket.readyState !== WebSocket.OPEN) return;
    // A re-join of a topic replaces the earlier channel (Phoenix does the same for duplicate joins).
    if (existing) this.dropChannel(existing);
    const channel = new Channel(this, message.topic, message.join_ref, token, check.claims);
    channel.subscriptions = subscriptions;
    const broadcast = isRecord(config.broadcast) ? config.broadcast : {};
    channel.broadcastSelf = broadcast.self === true;
    channel.broadcastAck = broadcast.ack === true;
    const presence = isRecord(config.presence) ? config.presence : {};
    channel.presenceKey = typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID();
    channel.presenceEnabled = presence.enabled === true;
    this.channels.set(message.topic, channel);
    channel.scheduleExpiry();
    try {
      await this.hub.subscriptionsChanged();
    } catch (error) {
      this.dropChannel(channel);
      this.reply(message, 'error', { reason: 'Realtime is not available right now' });
      this.hub.log({ level: 'error', msg: 'realtime: could not register subscription', error: String(error) });
      return;
    }
    if (this.channels.get(message.topic) !== channel) return;
    this.reply(message, 'ok', {
      postgres_changes: subscriptions.map((s) => ({ ...s.echo, id: s.id })),
    });
    channel.joined = true;
    if (subscriptions.length > 0) {
      channel.push('system', { status: 'ok', message: 'Subscribed to PostgreSQL', extension: 'postgres_changes', channel: subTopic(message.topic) });
    }
    if (channel.presenceEnabled) channel.push('presence_state', this.hub.presenceState(message.topic));
  }

  private refreshToken(channel: Channel, token: unknown): void {
    if (typeof token !== 'string' || token === '') return;
    const check = this.hub.checkToken(token);
    if (!check.ok) {
      this.shutDownChannel(channel, check.message);
      return;
    }
    channel.token = token;
    channel.claims = check.claims;
    channel.scheduleExpiry();
  }

  /** Tells the client why, then closes the channel (Supabase Realtime's `system` error + `phx_close`). */
  shutDownChannel(channel: Channel, reason: string): void {
    if (this.channels.get(channel.topic) !== channel) return;
    channel.push('system', { status: 'error', message: reason, extension: 'system', channel: subTopic(channel.topic) });
    channel.push('phx_close', {});
    void this.removeChannel(channel);
  }

  private handleBroadcast(channel: Channel, message: PhoenixMessage): void {
    const payload = message.payload;
    if (typeof payload.event !== 'string') {
      this.reply(message, 'error', { reason: 'broadcast needs an event' });
      return;
    }
    if (!channel.isAuthorized()) {
      this.shutDownChannel(channel, expiredMessage(channel.claims.exp ?? 0));
      return;
    }
    this.hub.broadcast(channel, { ...payload, type: 'broadcast' });
    if (channel.broadcastAck && message.ref !== null) this.reply(message, 'ok', {});
  }

  private handlePresence(channel: Channel, message: PhoenixMessage): void {
    const event = message.payload.event;
    const key = channel.presenceKey;
    const leaves: PresenceEntries = channel.tracked ? { [key]: { metas: [channel.tracked] } } : {};
    if (event === 'track') {
      const meta = isRecord(message.payload.payload) ? message.payload.payload : {};
      channel.tracked = { ...meta, phx_ref: randomUUID() };
      this.hub.presenceDiff(channel.topic, { joins: { [key]: { metas: [channel.tracked] } }, leaves });
      this.reply(message, 'ok', {});
    } else if (event === 'untrack') {
      channel.tracked = undefined;
      if (Object.keys(leaves).length > 0) this.hub.presenceDiff(channel.topic, { joins: {}, leaves });
      this.reply(message, 'ok', {});
    } else {
      this.reply(message, 'error', { reason: 'presence events are track and untrack' });
    }
  }

  private dropChannel(channel: Channel): void {
    channel.dispose();
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    if (channel.tracked) {
      const leaves = { [channel.presenceKey]: { metas: [channel.tracked] } };
      channel.tracked = undefined;
      this.hub.presenceDiff(channel.topic, { joins: {}, leaves });
    }
  }

  private async removeChannel(channel: Channel): Promise<void> {
    this.dropChannel(channel);
    await this.hub.subscriptionsChanged().catch(() => undefined);
  }

  /** The socket is gone: forget every channel. */
  async closed(): Promise<void> {
    for (const channel of [...this.channels.values()]) this.dropChannel(channel);
    await this.hub.subscriptionsChanged().catch(() => undefined);
  }

  /** Closes politely, then for sure: a client that never answers the close must not hold a shutdown. */
  close(code: number, reason: string): void {
    this.socket.close(code, reason);
    setTimeout(() => this.socket.terminate(), 500).unref();
  }
}

export function subTopic(topic: string): string {
  return topic.replace(/^realtime:/i, '');
}
