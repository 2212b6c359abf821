// Failed sign-ins per e-mail address, counted in Postgres so every backend instance sees the same
// count: after too many failures in the window, sign-in answers 429 until the window slides on.
import type { PoolClient } from 'pg';

export const FAILED_SIGN_IN_LIMIT = 10;
export const FAILED_SIGN_IN_WINDOW_SECONDS = 300;

/** Serialises attempts on one identifier across instances (transaction-scoped advisory lock). */
export async function lockIdentifier(client: PoolClient, identifier: string): Promise<void> {
  await client.query("select pg_advisory_xact_lock(hashtext('auth.sign_in:' || $1))", [identifier]);
}

export async function isSignInBlocked(client: PoolClient, identifier: string): Promise<boolean> {
  const { rows } = await client.query<{ failures: number }>(
    `select count(*)::int as failures from auth.sign_in_attempts
      where identifier = $1 and not succeeded and created_at > now() - make_interval(secs => $2)`,
    [identifier, FAILED_SIGN_IN_WINDOW_SECONDS],
  );
  return (rows[0]?.failures ?? 0) >= FAILED_SIGN_IN_LIMIT;
}

export async function recordSignIn(client: PoolClient, identifier: string, ip: string, succeeded: boolean): Promise<void> {
  if (succeeded) {
    // A successful sign-in clears the slate for this address.
    await client.query('delete from auth.sign_in_attempts where identifier = $1', [identifier]);
    return;
  }
  await client.query("delete from auth.sign_in_attempts where identifier = $1 and created_at < now() - interval '1 day'", [identifier]);
  await client.query('insert into auth.sign_in_attempts (identifier, ip, succeeded) values ($1, $2, false)', [identifier, ip]);
}
