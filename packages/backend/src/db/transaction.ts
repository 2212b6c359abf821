// The one transaction helper of the backend: `begin`, the work, `commit`, and `rollback` on any
// error, on a pooled client (inTransaction) or on a client the caller already holds (onClient).
// A connection that cannot even roll back is dead and is dropped from the pool, never reused.
import type { Pool, PoolClient } from 'pg';

/** Clients whose rollback failed: their connection is gone or in an unknown state. */
const broken = new WeakSet<PoolClient>();

/** Rolls back what the client has open; a client that cannot even do that is marked broken (released as destroyed). */
export async function rollbackOrDrop(client: PoolClient): Promise<void> {
  await client.query('rollback').catch(() => broken.add(client));
}

/** Runs `work` in one transaction on a client the caller holds (and releases). */
export async function onClient<T>(client: PoolClient, work: (client: PoolClient) => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await rollbackOrDrop(client);
    throw error;
  }
}

/** Gives a client back to its pool; a broken one (or one the caller says is unsafe) is destroyed instead. */
export function releaseClient(client: PoolClient, unsafe?: Error): void {
  client.release(unsafe ?? (broken.has(client) ? new Error('connection broken during rollback') : undefined));
}

/** Runs `work` in one transaction on a connection from `pool`. */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await onClient(client, work);
  } finally {
    releaseClient(client);
  }
}
