// Runs one API request's SQL the way PostgREST does: one transaction, as the request's role,
// with `request.jwt.claims` and the role's own settings (statement_timeout ...) applied, so Row
// Level Security is the only gatekeeper and no request runs without a time limit. Connections are
// handed out through a bounded gate: a saturated pool answers 503 at once instead of queueing.
import type { Pool, PoolClient } from 'pg';
import type { JwtClaims } from '../auth/jwt.ts';
import { onClient, releaseClient, rollbackOrDrop } from './transaction.ts';
import { leftConnectionIdle, runBatch, statementName } from './statement-batch.ts';
import type { BatchStep, StepResult } from './statement-batch.ts';
import { poolBusy } from './unavailable.ts';

/** Roles an API request may act as. Anything else in a token is refused before SQL runs. */
export const REQUEST_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type RequestRole = (typeof REQUEST_ROLES)[number];

export function isRequestRole(role: unknown): role is RequestRole {
  return typeof role === 'string' && (REQUEST_ROLES as readonly string[]).includes(role);
}

/**
 * "The client went away", as the request transaction reads it: an AbortSignal has this shape, and
 * so has the Data API's lighter watch on the response (rest/handler.ts).
 */
export interface DisconnectSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface RequestTransactionOptions {
  /** Aborted when the client went away: the statement running for it is cancelled. */
  signal?: DisconnectSignal | undefined;
  /** Where the cancel is sent from (a request's own connection is busy running the statement). */
  cancelPool?: Pool | undefined;
  /** How withRequestTransaction ends a transaction whose work succeeded (default `commit`). */
  end?: 'commit' | 'rollback';
  /**
   * Settings of the function a call runs (PostgREST's Function Settings: its `statement_timeout`),
   * applied after the role's, so they win.
   */
  settings?: Array<[string, string]> | undefined;
}

/**
 * Role settings applied per transaction, as PostgREST does for the role it switches to: `alter role
 * anon set statement_timeout = '3s'` only takes effect at log-in, and API connections log in as
 * `authenticator`, so `set local role` alone would never apply it. Only time limits are copied.
 */
const APPLIED_ROLE_SETTINGS = new Set(['statement_timeout', 'lock_timeout', 'idle_in_transaction_session_timeout', 'transaction_timeout']);
/** Role settings are re-read this often, so a migration changing them takes effect without a restart. */
const ROLE_SETTINGS_TTL_MS = 10_000;

/** Anonymous requests may hold at most this share of the pool, so an anonymous flood never starves signed-in tenants. */
const ANON_SHARE = 0.5;
/** Requests that may wait for a connection, per pooled connection; beyond that the answer is 503 at once. */
const WAITERS_PER_CONNECTION = 2;

interface PoolGate {
  anonActive: number;
  settings: Map<string, Array<[string, string]>> | undefined;
  settingsLoadedAt: number;
}

const gates = new WeakMap<Pool, PoolGate>();

function gateOf(pool: Pool): PoolGate {
  let gate = gates.get(pool);
  if (!gate) {
    gate = { anonActive: 0, settings: undefined, settingsLoadedAt: 0 };
    gates.set(pool, gate);
  }
  return gate;
}

function poolSize(pool: Pool): number {
  const max = (pool as Pool & { options?: { max?: number } }).options?.max;
  return typeof max === 'number' && max > 0 ? max : 10;
}

/** Takes a connection, or refuses at once (503) when the role's share or the wait queue is full. */
async function acquire(pool: Pool, role: RequestRole, gate: PoolGate): Promise<{ client: PoolClient; done: () => void }> {
  const size = poolSize(pool);
  const anon = role === 'anon';
  if (anon && gate.anonActive >= Math.max(1, Math.floor(size * ANON_SHARE))) throw poolBusy();
  if (pool.waitingCount >= size * WAITERS_PER_CONNECTION) throw poolBusy();
  if (anon) gate.anonActive += 1;
  let released = false;
  const done = (): void => {
    if (released) return;
    released = true;
    if (anon) gate.anonActive -= 1;
  };
  try {
    return { client: await pool.connect(), done };
  } catch (error) {
    done();
    // The pool's connectionTimeoutMillis ran out: every connection stayed busy.
    if (error instanceof Error && /^timeout exceeded when trying to connect/.test(error.message) && pool.totalCount >= size) throw poolBusy();
    throw error;
  }
}

async function roleSettings(client: PoolClient, gate: PoolGate, role: RequestRole): Promise<Array<[string, string]>> {
  if (!gate.settings || Date.now() - gate.settingsLoadedAt > ROLE_SETTINGS_TTL_MS) {
    const result = await client.query<{ role: string; setting: string }>(
      `select r.rolname as role, c as setting
         from pg_catalog.pg_db_role_setting s
         join pg_catalog.pg_roles r on r.oid = s.setrole
         cross join lateral unnest(s.setconfig) as c
        where r.rolname = any($1::text[])
          and s.setdatabase in (0, (select d.oid from pg_catalog.pg_database d where d.datname = current_database()))
        order by s.setdatabase`,
      [REQUEST_ROLES],
    );
    const settings = new Map<string, Array<[string, string]>>();
    for (const row of result.rows) {
      const at = row.setting.indexOf('=');
      const name = row.setting.slice(0, at);
      if (at <= 0 || !APPLIED_ROLE_SETTINGS.has(name)) continue;
      const list = settings.get(row.role) ?? [];
      // Ordered by database: a database-specific value comes last and wins.
      list.push([name, row.setting.slice(at + 1)]);
      settings.set(row.role, list);
    }
    gate.settings = settings;
    gate.settingsLoadedAt = Date.now();
  }
  return gate.settings.get(role) ?? [];
}

/** Cancels the statement a pooled connection is running (the client that asked for it has gone). */
function cancelOnAbort(client: PoolClient, options: RequestTransactionOptions): () => void {
  const { signal, cancelPool } = options;
  const pid = (client as PoolClient & { processID?: number }).processID;
  if (!signal || !cancelPool || typeof pid !== 'number') return () => undefined;
  const cancel = (): void => {
    cancelPool.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined);
  };
  if (signal.aborted) {
    cancel();
    return () => undefined;
  }
  signal.addEventListener('abort', cancel, { once: true });
  return () => signal.removeEventListener('abort', cancel);
}

/** A prepared statement per connection: its text depends only on how many role settings there are. */
interface SettingsQuery extends BatchStep {
  name: string;
  values: unknown[];
}

/**
 * `request.jwt.claims` of a claims object, serialised once: a verified token's claims are one
 * object reused by every request carrying that token (auth/request-claims.ts), never modified.
 */
const claimsText = new WeakMap<JwtClaims, string>();

function claimsJson(claims: JwtClaims): string {
  let text = claimsText.get(claims);
  if (text === undefined) {
    text = JSON.stringify(claims);
    claimsText.set(claims, text);
  }
  return text;
}

/**
 * The `set_config` call that makes the connection act as the request: role, claims, the role's
 * time limits, and for a read-only request `transaction_read_only` (what `set transaction read
 * only` sets).
 */
function requestSettings(claims: JwtClaims, role: RequestRole, settings: Array<[string, string]>, readOnly = false): SettingsQuery {
  // The role name is one of three constants checked by the caller; claims and settings are bound parameters.
  const values: unknown[] = [role, claimsJson(claims), typeof claims.sub === 'string' ? claims.sub : ''];
  let extra = '';
  for (const [name, value] of settings) {
    values.push(name, value);
    extra += `, set_config($${values.length - 1}, $${values.length}, true)`;
  }
  if (readOnly) extra += `, set_config('transaction_read_only', 'on', true)`;
  return {
    name: `mb_request_settings_${settings.length}${readOnly ? '_ro' : ''}`,
    text: `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)${extra}`,
    values,
  };
}

/** A connection acting as the request, with the cancel-on-disconnect wiring; `release` hands it back. */
async function requestConnection(
  pool: Pool,
  claims: JwtClaims,
  options: RequestTransactionOptions,
  readOnly = false,
): Promise<{ client: PoolClient; setup: SettingsQuery; release: () => void }> {
  const role = claims.role;
  if (!isRequestRole(role)) throw new Error(`Unsupported role: ${String(role)}`);
  if (options.signal?.aborted) throw new Error('The client went away before the request ran');
  const gate = gateOf(pool);
  const { client, done } = await acquire(pool, role, gate);
  const stopCancelling = cancelOnAbort(client, options);
  const release = (): void => {
    stopCancelling();
    // After an abort a cancel may still be on its way: a reused connection could receive it, so this one goes.
    releaseClient(client, options.signal?.aborted ? new Error('request aborted') : undefined);
    done();
  };
  try {
    const settings = [...(await roleSettings(client, gate, role)), ...(options.settings ?? [])];
    return { client, setup: requestSettings(claims, role, settings, readOnly), release };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Opens a transaction on a pooled connection (logged in as `authenticator`), switches to the
 * claims' role with `set local role`, applies the role's time limits, sets `request.jwt.claims` and
 * `request.jwt.claim.sub` (transaction-local), runs `work`, and commits; any error rolls everything back.
 * `begin` and the settings go in one round trip (statement-batch.ts).
 */
export async function withRequestTransaction<T>(
  pool: Pool,
  claims: JwtClaims,
  work: (client: PoolClient) => Promise<T>,
  options: RequestTransactionOptions = {},
): Promise<T> {
  const { client, setup, release } = await requestConnection(pool, claims, options);
  try {
    return await onClient(client, work, { open: () => runBatch(client, [{ text: 'begin' }, setup]), end: options.end });
  } finally {
    release();
  }
}

export interface RequestStatement {
  /** Built by the gateway's SQL builders (never client text): prepared once per connection under a name. */
  text: string;
  values: unknown[];
  /** Read only (GET and HEAD of rpc/<fn>: the client chose what runs). */
  readOnly?: boolean | undefined;
  /** The called function's settings (RequestTransactionOptions.settings); read from the first statement. */
  settings?: Array<[string, string]> | undefined;
}

/**
 * One statement as the request, in one database round trip: the settings of
 * withRequestTransaction and the statement go as one batch (statement-batch.ts) ended by one Sync,
 * and Postgres runs everything up to a Sync as ONE transaction (the extended protocol's implicit
 * transaction): `set_config(..., true)` lasts until its end, an error skips the rest and rolls it
 * all back, and the Sync commits (a deferred constraint failing there is the request's error).
 * So there is no `begin` or `commit` to send. The statement is a named prepared statement, parsed
 * where it runs, after the role is set; Postgres re-checks row security when the role differs
 * from the one a cached plan was made for.
 */
export async function runRequestStatement(
  pool: Pool,
  claims: JwtClaims,
  statement: RequestStatement,
  options: RequestTransactionOptions = {},
): Promise<StepResult> {
  const [result] = await runRequestStatements(pool, claims, [statement], options);
  if (result === undefined) throw new Error('statement batch: an answer is missing');
  return result;
}

/**
 * Several statements as the request in the same one round trip and implicit transaction as
 * runRequestStatement (read only when the first one asks): a read and the plan of its count.
 */
export async function runRequestStatements(
  pool: Pool,
  claims: JwtClaims,
  statements: RequestStatement[],
  options: RequestTransactionOptions = {},
): Promise<StepResult[]> {
  const first = statements[0];
  const { client, setup, release } = await requestConnection(pool, claims, { ...options, settings: first?.settings ?? options.settings }, first?.readOnly === true);
  try {
    const steps: BatchStep[] = [setup, ...statements.map((statement) => ({ text: statement.text, values: statement.values, name: statementName(statement.text) }))];
    try {
      const results = await runBatch(client, steps);
      if (results.length !== steps.length) throw new Error('statement batch: an answer is missing');
      return results.slice(1);
    } catch (error) {
      // Postgres ends the failed implicit transaction itself at the Sync; anything else (a lost
      // connection) is rolled back or the connection dropped.
      if (!leftConnectionIdle(error)) await rollbackOrDrop(client);
      throw error;
    }
  } finally {
    release();
  }
}
