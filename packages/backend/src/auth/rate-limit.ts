// Sliding-window rate limits counted in Postgres (auth.sign_in_attempts), so every backend
// instance agrees: each counted event is a row under an identifier such as
// `sign_in:<address>` or `failed_sign_in:<address>:<email>`; an identifier's rows older than its
// window are pruned as it is used, and a refused request adds no row (a flood cannot grow the table).
import type { ServerResponse } from 'node:http';
import type { PoolClient } from 'pg';
import type { BackendContext } from '../context.ts';
import type { HttpError } from '../http/respond.ts';
import { authError } from './errors.ts';
import { DEFAULT_AUTH_LIMITS } from './limits.ts';
import type { RateRule } from './limits.ts';
import { transaction } from './request-helpers.ts';

/** Serialises counting on one identifier across instances (transaction-scoped advisory lock). */
async function lockIdentifier(client: PoolClient, identifier: string): Promise<void> {
  await client.query("select pg_advisory_xact_lock(hashtext('auth.rate:' || $1))", [identifier]);
}

export type Consumed = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts one event under `identifier` unless the window already holds `rule.limit` of them.
 * Runs in the caller's transaction.
 */
export async function consumeIn(client: PoolClient, identifier: string, rule: RateRule): Promise<Consumed> {
  await lockIdentifier(client, identifier);
  await client.query('delete from auth.sign_in_attempts where identifier = $1 and created_at <= now() - make_interval(secs => $2)', [
    identifier,
    rule.windowSeconds,
  ]);
  const { rows } = await client.query<{ used: number; oldest_age: number | null }>(
    'select count(*)::int as used, extract(epoch from now() - min(created_at))::float8 as oldest_age from auth.sign_in_attempts where identifier = $1',
    [identifier],
  );
  const used = rows[0]?.used ?? 0;
  if (used >= rule.limit) {
    const age = rows[0]?.oldest_age ?? 0;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rule.windowSeconds - age)) };
  }
  await client.query("insert into auth.sign_in_attempts (identifier, ip, succeeded) values ($1, '', false)", [identifier]);
  return { ok: true };
}

/** Whether `identifier` is at its limit, without counting anything. */
export async function isExhaustedIn(client: PoolClient, identifier: string, rule: RateRule): Promise<boolean> {
  const { rows } = await client.query<{ used: number }>(
    'select count(*)::int as used from auth.sign_in_attempts where identifier = $1 and created_at > now() - make_interval(secs => $2)',
    [identifier, rule.windowSeconds],
  );
  return (rows[0]?.used ?? 0) >= rule.limit;
}

export async function clearIn(client: PoolClient, identifier: string): Promise<void> {
  await client.query('delete from auth.sign_in_attempts where identifier = $1', [identifier]);
}

/** Rows of identifiers nobody used for a day: pruned now and then, off the request's own work. */
let lastSweep = 0;
function sweepNowAndThen(ctx: BackendContext): void {
  if (Date.now() - lastSweep < 600_000) return;
  lastSweep = Date.now();
  ctx.adminPool.query("delete from auth.sign_in_attempts where created_at < now() - interval '1 day'").catch((error: unknown) => {
    ctx.log({ level: 'warn', msg: 'rate-limit sweep failed', error: error instanceof Error ? error.message : String(error) });
  });
}

export function tooManyRequests(): HttpError {
  return authError(429, 'over_request_rate_limit', 'Request rate limit reached');
}

export function tooManyMails(retryAfterSeconds: number): HttpError {
  return authError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${retryAfterSeconds} seconds.`);
}

/** Counts one event in its own transaction; throws GoTrue's 429 (with Retry-After) when the window is full. */
export async function consume(
  ctx: BackendContext,
  res: ServerResponse,
  identifier: string,
  rule: RateRule,
  refusal: (retryAfterSeconds: number) => HttpError = tooManyRequests,
): Promise<void> {
  sweepNowAndThen(ctx);
  const outcome = await transaction(ctx, (client) => consumeIn(client, identifier, rule));
  if (!outcome.ok) {
    res.setHeader('retry-after', String(outcome.retryAfterSeconds));
    throw refusal(outcome.retryAfterSeconds);
  }
}

/** The default number of wrong passwords one address may try on one account per window. */
export const FAILED_SIGN_IN_LIMIT = DEFAULT_AUTH_LIMITS.failedSignInPerAddressAndAccount.limit;
