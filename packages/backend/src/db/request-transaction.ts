// Runs one API request's SQL the way PostgREST does: one transaction, as the request's role,
// with `request.jwt.claims` set, so Row Level Security is the only gatekeeper.
import type { Pool, PoolClient } from 'pg';
import type { JwtClaims } from '../auth/jwt.ts';

/** Roles an API request may act as. Anything else in a token is refused before SQL runs. */
export const REQUEST_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type RequestRole = (typeof REQUEST_ROLES)[number];

export function isRequestRole(role: unknown): role is RequestRole {
  return typeof role === 'string' && (REQUEST_ROLES as readonly string[]).includes(role);
}

/**
 * Opens a transaction on a pooled connection (logged in as `authenticator`), switches to the
 * claims' role with `set local role`, sets `request.jwt.claims` and `request.jwt.claim.sub`
 * (transaction-local), runs `work`, and commits; any error rolls everything back.
 */
export async function withRequestTransaction<T>(
  pool: Pool,
  claims: JwtClaims,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  if (!isRequestRole(claims.role)) throw new Error(`Unsupported role: ${String(claims.role)}`);
  const client = await pool.connect();
  try {
    await client.query('begin');
    // The role name is one of three constants checked above; the claims are a bound parameter.
    await client.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
      [claims.role, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
    );
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
