// Turns recorded changes into postgres_changes messages, deciding for every subscriber AS THAT
// SUBSCRIBER: INSERT/UPDATE rows are re-read in a transaction with the subscriber's role and JWT
// claims, so RLS decides what (if anything) arrives; a row image the re-read cannot vouch for (a
// DELETE's old row, or a row that changed again before delivery) is checked against the table's
// SELECT policies evaluated as the subscriber. A row the subscriber cannot read is never sent.
import type { Pool, PoolClient } from 'pg';
import type { JwtClaims } from '../auth/jwt.ts';
import { withRequestTransaction } from '../db/request-transaction.ts';
import { inSavepoint } from '../db/transaction.ts';
import type { Catalog, TableInfo } from './catalog.ts';
import { qualified, quoteIdent } from '../db/sql-identifiers.ts';
import type { StoredChange } from './change-feed.ts';
import { matchesFilter } from './filter.ts';
import type { PostgresSubscription } from './subscription.ts';
import { eventMatches } from './subscription.ts';

export interface Subscriber {
  /** Subscribers with the same token share one read transaction. */
  token: string;
  claims: JwtClaims;
  subscriptions: readonly PostgresSubscription[];
  /** False once the token has expired: nothing is delivered, the channel is being closed. */
  isAuthorized(): boolean;
  send(payload: Record<string, unknown>): void;
}

/** Read transactions running at once for one batch: leaves the request pool to the APIs. */
const READ_CONCURRENCY = 4;

export interface DeliveryDeps {
  pool: Pool;
  catalog: Catalog;
  log(entry: Record<string, unknown>): void;
}

/** What one subscriber may see of a change: the current row (INSERT/UPDATE) or the old row (DELETE). */
type Visible = Map<number, Record<string, unknown>>;

function keyOf(columns: readonly string[], row: Record<string, unknown>): string {
  return JSON.stringify(columns.map((column) => row[column] ?? null));
}

function subscriptionCovers(subscription: PostgresSubscription, table: TableInfo): boolean {
  if (subscription.relid !== undefined) return subscription.relid === table.relid;
  return subscription.schema === table.schema;
}

function wants(subscriber: Subscriber, change: StoredChange, table: TableInfo): boolean {
  return subscriber.subscriptions.some((s) => subscriptionCovers(s, table) && eventMatches(s.event, change.op));
}

/** Runs one query under a savepoint so a refused read (for example a missing grant) only hides that table. */
async function guarded<T>(client: PoolClient, deps: DeliveryDeps, work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await inSavepoint(client, 'mb_realtime_read', work);
  } catch (error) {
    deps.log({ level: 'debug', msg: 'realtime read refused', error: String(error) });
    return fallback;
  }
}

async function readAsSubscriber(
  deps: DeliveryDeps,
  claims: JwtClaims,
  changes: readonly StoredChange[],
  tables: ReadonlyMap<number, TableInfo>,
): Promise<Visible> {
  const visible: Visible = new Map();
  const byTable = new Map<number, StoredChange[]>();
  for (const change of changes) {
    const list = byTable.get(change.relid) ?? [];
    list.push(change);
    byTable.set(change.relid, list);
  }
  await withRequestTransaction(deps.pool, claims, async (client) => {
    for (const [relid, tableChanges] of byTable) {
      const table = tables.get(relid);
      if (!table || table.primaryKey.length === 0) continue;
      const name = qualified(table.schema, table.name);
      const pk = table.primaryKey;

      // 1. Re-read the current rows: RLS itself decides, exactly as for a REST select.
      const current = tableChanges.filter((change) => change.op !== 'DELETE' && change.keys !== null);
      const byKey = new Map<string, Record<string, unknown>>();
      if (current.length > 0) {
        const join = pk.map((column) => `t.${quoteIdent(column)} is not distinct from k.${quoteIdent(column)}`).join(' and ');
        const rows = await guarded(
          client,
          deps,
          async () =>
            (
              await client.query<{ row: Record<string, unknown> }>(
                `select to_jsonb(t) as row from ${name} as t
                  where exists (select 1 from jsonb_populate_recordset(null::${name}, $1::jsonb) as k where ${join})`,
                [JSON.stringify(current.map((change) => change.keys))],
              )
            ).rows,
          [],
        );
        for (const { row } of rows) byKey.set(keyOf(pk, row), row);
      }

      // 2. Row images the re-read cannot vouch for (deleted rows; rows changed again since) are
      //    checked against the table's SELECT policies, evaluated as the subscriber.
      const images: { change: StoredChange; row: Record<string, unknown> }[] = [];
      for (const change of tableChanges) {
        if (change.op === 'DELETE') {
          if (change.oldRow) images.push({ change, row: change.oldRow });
          continue;
        }
        const now = byKey.get(keyOf(pk, change.keys ?? {}));
        const written = change.newRow;
        if (now && (written === null || JSON.stringify(now) === JSON.stringify(written))) visible.set(change.id, now);
        else if (written) images.push({ change, row: written });
      }
      if (images.length === 0) continue;
      const policy = await deps.catalog.selectPolicyExpression(relid, claims.role);
      const admitted = await guarded(
        client,
        deps,
        async () =>
          (
            await client.query<{ ord: string }>(
              `select mb_rt_x.mb_rt_ord as ord
                 from jsonb_array_elements($1::jsonb) with ordinality as mb_rt_x(mb_rt_json, mb_rt_ord)
                cross join lateral jsonb_populate_record(null::${name}, mb_rt_x.mb_rt_json) as ${quoteIdent(table.name)}
                where has_table_privilege($2::oid, 'SELECT') and (${policy})`,
              [JSON.stringify(images.map((image) => image.row)), relid],
            )
          ).rows,
        [],
      );
      for (const { ord } of admitted) {
        const image = images[Number(ord) - 1];
        if (image) visible.set(image.change.id, image.row);
      }
    }
  });
  return visible;
}

/** The `postgres_changes` payload realtime-js expects (`data.type`, `record`, `old_record`, `columns`). */
export function changePayload(
  ids: number[],
  change: StoredChange,
  table: TableInfo,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    schema: table.schema,
    table: table.name,
    commit_timestamp: change.createdAt.toISOString(),
    type: change.op,
    columns: table.columns,
    errors: null,
  };
  if (change.op === 'DELETE') data.old_record = row;
  else data.record = row;
  if (change.op === 'UPDATE') data.old_record = change.oldKeys ?? {};
  return { ids, data };
}

/** Delivers a batch of changes (in id order) to every subscriber allowed to read each row. */
export async function deliverChanges(deps: DeliveryDeps, changes: readonly StoredChange[], subscribers: readonly Subscriber[]): Promise<void> {
  const tables = new Map<number, TableInfo>();
  for (const relid of new Set(changes.map((change) => change.relid))) {
    const table = await deps.catalog.tableById(relid);
    if (table) tables.set(relid, table);
  }

  const groups = new Map<string, { claims: JwtClaims; members: Subscriber[] }>();
  for (const subscriber of subscribers) {
    if (!subscriber.isAuthorized()) continue;
    const interested = changes.some((change) => {
      const table = tables.get(change.relid);
      return table !== undefined && wants(subscriber, change, table);
    });
    if (!interested) continue;
    const group = groups.get(subscriber.token) ?? { claims: subscriber.claims, members: [] };
    group.members.push(subscriber);
    groups.set(subscriber.token, group);
  }

  await forEachLimited([...groups.values()], READ_CONCURRENCY, async ({ claims, members }) => {
    const relevant = changes.filter((change) => {
      const table = tables.get(change.relid);
      return table !== undefined && members.some((member) => wants(member, change, table));
    });
    let visible: Visible;
    try {
      visible = await readAsSubscriber(deps, claims, relevant, tables);
    } catch (error) {
      deps.log({ level: 'warn', msg: 'realtime: could not read changes as subscriber', error: String(error) });
      return;
    }
    for (const change of relevant) {
      const row = visible.get(change.id);
      const table = tables.get(change.relid);
      if (!row || !table) continue;
      for (const member of members) {
        if (!member.isAuthorized()) continue;
        const ids = member.subscriptions
          .filter((s) => subscriptionCovers(s, table) && eventMatches(s.event, change.op) && matchesFilter(s.conditions, row))
          .map((s) => s.id);
        if (ids.length > 0) member.send(changePayload([...new Set(ids)], change, table, row));
      }
    }
  });
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(lanes);
}
