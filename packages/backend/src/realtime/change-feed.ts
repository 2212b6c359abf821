// The realtime change feed of one backend instance: installs the capture triggers, holds the one
// LISTEN connection, reads the recorded changes a NOTIFY names, and tells the database which
// tables this instance has subscribers for (rows that expire, so a crashed instance costs nothing).
import { readFileSync } from 'node:fs';
import type { Pool, PoolClient, Notification } from 'pg';
import { inTransaction } from '../db/transaction.ts';

const INSTALL_SQL = readFileSync(new URL('./change-capture.sql', import.meta.url), 'utf8');
const EVENT_TRIGGER_SQL = readFileSync(new URL('./change-capture-event-trigger.sql', import.meta.url), 'utf8');

export const CHANGE_CHANNEL = 'mb_realtime';
export const BROADCAST_CHANNEL = 'mb_realtime_broadcast';

const RENEW_MS = 30_000;
const REGISTRATION_TTL_SECONDS = 90;
const CLEANUP_MS = 60_000;
const RESCAN_MS = 5_000;
const RECONNECT_MS = 1_000;

export type ChangeOp = 'INSERT' | 'UPDATE' | 'DELETE';

export interface StoredChange {
  id: number;
  createdAt: Date;
  relid: number;
  op: ChangeOp;
  keys: Record<string, unknown> | null;
  oldKeys: Record<string, unknown> | null;
  oldRow: Record<string, unknown> | null;
  newRow: Record<string, unknown> | null;
}

interface ChangeRow {
  id: string;
  created_at: Date;
  relid: string;
  op: ChangeOp;
  keys: Record<string, unknown> | null;
  old_keys: Record<string, unknown> | null;
  old_row: Record<string, unknown> | null;
  new_row: Record<string, unknown> | null;
}

export interface ChangeFeedOptions {
  adminPool: Pool;
  instanceId: string;
  onChanges(changes: StoredChange[]): Promise<void>;
  onBroadcast(payload: string): void;
  log(entry: Record<string, unknown>): void;
}

export class ChangeFeed {
  private listener: PoolClient | undefined;
  private closed = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private reconnectTimer: NodeJS.Timeout | undefined;
  private pending: number[] = [];
  private draining: Promise<void> = Promise.resolve();
  private lastSeenId = 0;
  private registered = new Set<number>();
  private registration: Promise<void> = Promise.resolve();
  readonly ready: Promise<void>;

  constructor(private readonly options: ChangeFeedOptions) {
    this.ready = this.start();
    // Start-up errors are reported here and again to whoever awaits `ready` (a join).
    this.ready.catch((error: unknown) => this.options.log({ level: 'error', msg: 'realtime change feed failed to start', error: String(error) }));
  }

  /** Installs and listens, retrying until it works or the feed is closed (a start-up race must not leave realtime dead). */
  private async start(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const eventTrigger = await this.install();
        if (!eventTrigger) this.every(RESCAN_MS, () => this.installCaptureTriggers());
        this.every(RENEW_MS, () => this.renewRegistrations());
        this.every(CLEANUP_MS, () => this.options.adminPool.query(`delete from realtime.changes where created_at < now() - interval '5 minutes'`));
        return;
      } catch (error) {
        if (this.closed) throw error;
        this.options.log({ level: attempt < 3 ? 'warn' : 'error', msg: 'realtime change feed could not start, retrying', error: String(error) });
        await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * attempt, 5000)));
      }
    }
  }

  /** Resolves whether the event trigger could be created (it needs superuser rights). */
  private async install(): Promise<boolean> {
    await this.runInTransaction(INSTALL_SQL);
    let eventTrigger = true;
    try {
      await this.runInTransaction(EVENT_TRIGGER_SQL);
    } catch (error) {
      // Without an event trigger, tables created later are picked up by a periodic re-scan.
      this.options.log({ level: 'warn', msg: 'realtime: no event trigger, re-scanning tables periodically', error: String(error) });
      eventTrigger = false;
    }
    // Tables that exist already (the migrations' tables) get the trigger now, after the event
    // trigger exists, so a table created meanwhile is caught by one or the other.
    await this.installCaptureTriggers();
    if (!this.listener) await this.listen();
    return eventTrigger;
  }

  /**
   * Puts the capture trigger on tables that lack it, one short statement per table, so start-up
   * never holds locks on many tables at once (which could deadlock with concurrent writers).
   */
  async installCaptureTriggers(): Promise<void> {
    const missing = await this.options.adminPool.query<{ relid: string }>('select realtime.uncaptured_tables()::int8 as relid');
    for (const { relid } of missing.rows) await this.installCaptureTrigger(Number(relid));
  }

  /** Puts the capture trigger on one table (a join calls this for a table created moments ago). */
  async installCaptureTrigger(relid: number): Promise<void> {
    await this.options.adminPool.query('select realtime.install_capture_trigger($1::oid)', [relid]);
  }

  private every(ms: number, task: () => Promise<unknown>): void {
    if (this.closed) return;
    const timer = setInterval(() => {
      if (this.closed) return;
      task().catch((error: unknown) => this.options.log({ level: 'warn', msg: 'realtime background task failed', error: String(error) }));
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private async runInTransaction(sql: string): Promise<void> {
    await inTransaction(this.options.adminPool, (client) => client.query(sql));
  }

  private async listen(): Promise<void> {
    const client = await this.options.adminPool.connect();
    if (this.closed) {
      client.release();
      return;
    }
    this.listener = client;
    client.on('notification', (message: Notification) => this.handleNotification(message));
    const lost = (error?: unknown): void => {
      if (this.listener !== client) return;
      this.listener = undefined;
      client.release(error instanceof Error ? error : new Error('listener connection ended'));
      if (this.closed) return;
      this.options.log({ level: 'warn', msg: 'realtime listener connection lost, reconnecting', error: String(error) });
      this.reconnectTimer = setTimeout(() => {
        this.listen()
          .then(() => this.catchUp())
          .catch((retryError: unknown) => lost(retryError));
      }, RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.query(`listen ${CHANGE_CHANNEL}`);
    await client.query(`listen ${BROADCAST_CHANNEL}`);
  }

  /** After a reconnect: changes recorded while we were not listening (best effort, by id). */
  private async catchUp(): Promise<void> {
    if (this.lastSeenId === 0) return;
    const result = await this.options.adminPool.query<{ id: string }>(
      `select id from realtime.changes where id > $1 and created_at > now() - interval '1 minute' order by id`,
      [this.lastSeenId],
    );
    this.enqueue(result.rows.map((row) => Number(row.id)));
  }

  private handleNotification(message: Notification): void {
    if (message.channel === BROADCAST_CHANNEL) {
      if (message.payload) this.options.onBroadcast(message.payload);
      return;
    }
    const id = Number(message.payload);
    if (Number.isSafeInteger(id)) this.enqueue([id]);
  }

  private enqueue(ids: number[]): void {
    if (ids.length === 0) return;
    this.pending.push(...ids);
    // One drain at a time keeps changes in commit order; ids queued meanwhile form the next batch.
    this.draining = this.draining.then(() => this.drain());
  }

  private async drain(): Promise<void> {
    if (this.pending.length === 0 || this.closed) return;
    const ids = this.pending;
    this.pending = [];
    try {
      const result = await this.options.adminPool.query<ChangeRow>(
        'select id, created_at, relid, op, keys, old_keys, old_row, new_row from realtime.changes where id = any($1::int8[]) order by id',
        [ids],
      );
      const changes = result.rows.map((row) => ({
        id: Number(row.id),
        createdAt: row.created_at,
        relid: Number(row.relid),
        op: row.op,
        keys: row.keys,
        oldKeys: row.old_keys,
        oldRow: row.old_row,
        newRow: row.new_row,
      }));
      for (const change of changes) this.lastSeenId = Math.max(this.lastSeenId, change.id);
      if (changes.length > 0) await this.options.onChanges(changes);
    } catch (error) {
      if (!this.closed) this.options.log({ level: 'error', msg: 'realtime delivery failed', error: String(error) });
    }
  }

  /** Records that this instance has subscribers for exactly these tables; resolves once stored. */
  setSubscribedTables(relids: ReadonlySet<number>): Promise<void> {
    const wanted = new Set(relids);
    this.registration = this.registration
      .catch(() => undefined)
      .then(async () => {
        if (this.closed) return;
        const added = [...wanted].filter((relid) => !this.registered.has(relid));
        const removed = [...this.registered].filter((relid) => !wanted.has(relid));
        if (added.length > 0) await this.upsertRegistrations(added);
        if (removed.length > 0) {
          await this.options.adminPool.query('delete from realtime.subscribed_tables where instance_id = $1 and relid = any($2::oid[])', [
            this.options.instanceId,
            removed,
          ]);
        }
        this.registered = wanted;
      });
    return this.registration;
  }

  private async upsertRegistrations(relids: number[]): Promise<void> {
    await this.options.adminPool.query(
      `insert into realtime.subscribed_tables (instance_id, relid, expires_at)
       select $1, r, now() + make_interval(secs => $3) from unnest($2::oid[]) as r
       on conflict (instance_id, relid) do update set expires_at = excluded.expires_at`,
      [this.options.instanceId, relids, REGISTRATION_TTL_SECONDS],
    );
  }

  private async renewRegistrations(): Promise<void> {
    if (this.registered.size > 0) await this.upsertRegistrations([...this.registered]);
    await this.options.adminPool.query('delete from realtime.subscribed_tables where expires_at < now()');
  }

  /** Relays a broadcast to the other backend instances (payloads over Postgres's limit stay local). */
  async publishBroadcast(payload: string): Promise<boolean> {
    if (Buffer.byteLength(payload) > 7900) return false;
    await this.options.adminPool.query('select pg_notify($1, $2)', [BROADCAST_CHANNEL, payload]);
    return true;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = undefined;
    await this.ready.catch(() => undefined);
    await this.registration.catch(() => undefined);
    if (this.registered.size > 0) {
      await this.options.adminPool
        .query('delete from realtime.subscribed_tables where instance_id = $1', [this.options.instanceId])
        .catch(() => undefined);
    }
    if (listener) {
      await listener.query(`unlisten *`).catch(() => undefined);
      listener.release();
    }
    await this.draining.catch(() => undefined);
  }
}
