// The one transaction helper of the backend and of the code beside it (the seed, the test and
// bench harnesses, the local payment provider): `begin`, the work, `commit`, and `rollback` on any
// error, on a pooled client (inTransaction) or on a client the caller already holds (onClient); a
// savepoint inside one (inSavepoint). A connection that cannot even roll back is dead and is
// dropped from the pool, never reused.
import type { Pool, PoolClient } from 'pg';

/** Clients whose rollback failed: their connection is gone or in an unknown state. */
const broken = new WeakSet<PoolClient>();

export interface TransactionOptions {
  /**
   * Opens the transaction instead of a plain `begin`, e.g. `begin` and the request's settings in one
   * round trip (request-transaction.ts). Whatever it does is rolled back with the work on an error.
   */
  open?: (client: PoolClient) => Promise<unknown>;
  /** `rollback`: the work's changes are undone even when it succeeds (a dry run). Default `commit`. */
  end?: 'commit' | 'rollback';
}

/** Rolls back what the client has open; a client that cannot even do that is marked broken (released as destroyed). */
export async function rollbackOrDrop(client: PoolClient): Promise<void> {
  await client.query('rollback').catch(() => broken.add(client));
}

/** Runs `work` in one transaction on a client the caller holds (and releases). */
export async function onClient<T>(client: PoolClient, work: (client: PoolClient) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  try {
    await (options.open ? options.open(client) : client.query('begin'));
    const result = await work(client);
    await client.query(options.end === 'rollback' ? 'rollback' : 'commit');
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
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const client = await pool.connect();
  try {
    return await onClient(client, work, options);
  } finally {
    releaseClient(client);
  }
}

/**
 * Runs `work` under a savepoint of the client's open transaction: kept when it succeeds; on an error
 * only what it did is undone (the transaction goes on) and the error is rethrown. `name` is ours,
 * never a caller's text.
 */
export async function inSavepoint<T>(client: PoolClient, name: string, work: () => Promise<T>): Promise<T> {
  await client.query(`savepoint ${name}`);
  try {
    const result = await work();
    await client.query(`release savepoint ${name}`);
    return result;
  } catch (error) {
    await client.query(`rollback to savepoint ${name}`);
    throw error;
  }
}
