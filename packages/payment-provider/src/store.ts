// The local provider's state, in Postgres in a schema of its own (`local_stripe`): the backend
// creates it at start; the Data API never exposes it (only `public` is) and the API roles have no
// usage on it. Every object is kept as the JSON Stripe would return, plus private bookkeeping.
import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '@missionbase/backend/src/db/transaction';

export interface StoredObject {
  id: string;
  object: string;
  data: Record<string, unknown>;
  /** What Stripe knows but does not return by default (a session's line items, an event's deliveries). */
  extra: Record<string, unknown>;
}

/** Any fixed number: two backends on one database create the schema one after the other. */
const INSTALL_LOCK_KEY = 7_424_531_021;

export async function installProviderSchema(pool: Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock($1)', [INSTALL_LOCK_KEY]);
    await client.query('create schema if not exists local_stripe');
    await client.query('revoke all on schema local_stripe from public');
    await client.query(`create table if not exists local_stripe.objects (
      id text primary key,
      object text not null,
      data jsonb not null,
      extra jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
  });
}

type Queryable = Pool | PoolClient;

export async function loadObject(db: Queryable, id: string, object?: string, forUpdate = false): Promise<StoredObject | null> {
  const result = await db.query<StoredObject>(
    `select id, object, data, extra from local_stripe.objects where id = $1 and ($2::text is null or object = $2)${forUpdate ? ' for update' : ''}`,
    [id, object ?? null],
  );
  return result.rows[0] ?? null;
}

export async function saveObject(db: Queryable, id: string, object: string, data: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<void> {
  await db.query(
    `insert into local_stripe.objects (id, object, data, extra) values ($1, $2, $3, $4)
     on conflict (id) do update set data = excluded.data, extra = excluded.extra, updated_at = now()`,
    [id, object, JSON.stringify(data), JSON.stringify(extra)],
  );
}
