// A connection pool for a database a test makes and drops itself, or on a server it stops itself.
import pg from 'pg';

/**
 * pg's Pool.end() resolves once it has asked its connections to close, not once they have: a
 * `drop database ... with (force)` or a server stop right after can still end one, and the pool then emits 'error',
 * which without a listener crashes the test process after its tests passed. Here that is expected.
 */
export function testPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => undefined);
  return pool;
}
