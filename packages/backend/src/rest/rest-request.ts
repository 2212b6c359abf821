// What every Data API request carries once its headers are read, and the two things every
// request does: look things up in the (refreshable) catalog and run SQL in one request transaction.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PoolClient } from 'pg';
import { runRequestStatement, runRequestStatements, withRequestTransaction } from '../db/request-transaction.ts';
import { catalogCacheFor } from './catalog.ts';
import { RestError } from './errors.ts';
import { SqlParams, compactParams } from './sql-text.ts';
import type { BackendContext } from '../context.ts';
import type { DisconnectSignal } from '../db/request-transaction.ts';
import type { JwtClaims } from '../auth/jwt.ts';
import type { BuildEnv } from './build-read.ts';
import type { SchemaCatalog } from './catalog.ts';
import type { NodeParams } from './parse-query.ts';
import type { CountPreference, Preferences, ResponseFormat } from './request-headers.ts';

export interface RestRequest {
  req: IncomingMessage;
  res: ServerResponse;
  ctx: BackendContext;
  claims: JwtClaims;
  schema: string;
  url: URL;
  format: ResponseFormat;
  prefs: Preferences;
  range: { offset: number; limit: number | undefined } | undefined;
  head: boolean;
  /** Aborted when the client disconnects before the answer: its statement is cancelled. */
  signal: DisconnectSignal;
}

/** Errors meaning "the catalog may be stale": the build is retried once on a fresh catalog. */
const STALE_CATALOG_CODES = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205', '42703']);

export interface BuiltStatement<T> {
  sql: string;
  values: unknown[];
  extra: T;
  /** Transaction settings the statement needs (a called function's statement_timeout). */
  settings?: Array<[string, string]> | undefined;
}

/** Builds a statement against the cached catalog, reloading it once when the request names something unknown. */
export async function buildWithCatalog<T>(
  request: RestRequest,
  build: (catalog: SchemaCatalog, env: BuildEnv) => { sql: string; extra: T },
): Promise<BuiltStatement<T>> {
  const cache = catalogCacheFor(request.ctx.adminPool);
  const attempt = (catalog: SchemaCatalog): BuiltStatement<T> => {
    const params = new SqlParams();
    const env: BuildEnv = { catalog, params, embedded: new Map(), aliases: { next: 0 }, aggregates: request.ctx.config.dataApi.aggregatesEnabled };
    const built = build(catalog, env);
    // A count plan uses only some of the parameters its build collected.
    if (built.sql.startsWith('explain ')) {
      const compact = compactParams(built.sql, params.values);
      return { sql: compact.sql, values: compact.values, extra: built.extra };
    }
    return { sql: built.sql, values: params.values, extra: built.extra };
  };
  try {
    return attempt(await cache.get(request.schema));
  } catch (error) {
    const code = error instanceof RestError ? error.body.code : undefined;
    if (typeof code !== 'string' || !STALE_CATALOG_CODES.has(code)) throw error;
    return attempt(await cache.refreshSoon(request.schema));
  }
}

/** Runs `work` in the request's transaction (more than one statement, or a check before commit). */
export function inTransaction<T>(request: RestRequest, work: (client: PoolClient) => Promise<T>, settings?: Array<[string, string]>): Promise<T> {
  return withRequestTransaction(request.ctx.pool, request.claims, work, {
    signal: request.signal,
    cancelPool: request.ctx.adminPool,
    end: request.prefs.rollback ? 'rollback' : 'commit',
    settings,
  });
}

export interface StatementRow {
  page_count: number;
  body: string | null;
  total: number | null;
}

const NO_ROW: StatementRow = { page_count: 0, body: null, total: null };

export async function queryRows(client: PoolClient, statement: BuiltStatement<unknown>): Promise<StatementRow> {
  const result = await client.query<StatementRow>({ text: statement.sql, values: statement.values });
  return (result.rows[0] as StatementRow | undefined) ?? NO_ROW;
}

/**
 * Runs one built statement as the request in one round trip (begin, role and claims, the statement,
 * commit: runRequestStatement); read only when asked (GET and HEAD of rpc/<fn>).
 */
export async function statementRow(request: RestRequest, statement: BuiltStatement<unknown>, readOnly: boolean): Promise<StatementRow> {
  if (request.prefs.rollback) return countedRow(request, statement, undefined, readOnly);
  const result = await runRequestStatement(
    request.ctx.pool,
    request.claims,
    { text: statement.sql, values: statement.values, readOnly, settings: statement.settings },
    { signal: request.signal, cancelPool: request.ctx.adminPool },
  );
  return (result.rows[0] as StatementRow | undefined) ?? NO_ROW;
}

/** The root window: `limit`/`offset` parameters narrowed by a `Range` header. */
export function rootWindow(request: RestRequest, root: NodeParams): NodeParams {
  const maxRows = request.ctx.config.dataApi.maxRows;
  const offset = request.range === undefined ? root.offset : request.range.offset + (root.offset ?? 0);
  const limits = [request.range?.limit, root.limit, maxRows].filter((n): n is number => n !== undefined);
  if (request.range === undefined && maxRows === undefined) return root;
  return { ...root, offset, limit: limits.length === 0 ? undefined : Math.min(...limits) };
}

/** How a count preference is answered: counted by the statement itself, and/or from the planner's estimate. */
export interface CountPlan {
  statement: 'exact' | undefined;
  planned: boolean;
}

/**
 * PostgREST's counts: `exact` counts; `planned` takes the planner's row estimate of the counted
 * query; `estimated` counts exactly, and above db-max-rows takes the larger of that count and the estimate.
 */
export function countPlan(count: CountPreference | undefined, maxRows: number | undefined): CountPlan {
  return {
    statement: count === 'exact' || count === 'estimated' ? 'exact' : undefined,
    planned: count === 'planned' || (count === 'estimated' && maxRows !== undefined),
  };
}

/** `Plan Rows` of the top node of an `explain (format json)` answer. */
function plannedRows(row: Record<string, unknown> | undefined): number {
  const raw = row?.['QUERY PLAN'];
  const plan: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const rows = Array.isArray(plan) ? (plan[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined)?.Plan?.['Plan Rows'] : undefined;
  return typeof rows === 'number' && Number.isFinite(rows) ? Math.round(rows) : 0;
}

/**
 * Runs a read (and, when the count is planned, the plan of its count in the same transaction and
 * round trip) and gives its row with the total the count preference asks for.
 */
export async function countedRow(
  request: RestRequest,
  statement: BuiltStatement<unknown>,
  plan: BuiltStatement<unknown> | undefined,
  readOnly: boolean,
  check?: (row: StatementRow) => void,
): Promise<StatementRow> {
  if (check !== undefined || request.prefs.rollback) {
    // A check before commit (max-affected), or a transaction that ends in a rollback: the
    // statements run in an explicit transaction, and a failed check rolls it back.
    return inTransaction(request, async (client) => {
      if (readOnly) await client.query('set transaction read only');
      const checked = await queryRows(client, statement);
      check?.(checked);
      if (plan === undefined) return checked;
      const result = await client.query({ text: plan.sql, values: plan.values });
      return withTotal(request, checked, result.rows[0] as Record<string, unknown> | undefined);
    }, statement.settings);
  }
  if (plan === undefined) return statementRow(request, statement, readOnly);
  const [main, explainedStep] = await runRequestStatements(
    request.ctx.pool,
    request.claims,
    [
      { text: statement.sql, values: statement.values, readOnly, settings: statement.settings },
      { text: plan.sql, values: plan.values },
    ],
    { signal: request.signal, cancelPool: request.ctx.adminPool },
  );
  return withTotal(request, (main?.rows[0] as StatementRow | undefined) ?? NO_ROW, explainedStep?.rows[0]);
}

function withTotal(request: RestRequest, row: StatementRow, explained: Record<string, unknown> | undefined): StatementRow {
  const planned = plannedRows(explained);
  const maxRows = request.ctx.config.dataApi.maxRows;
  if (request.prefs.count === 'planned') return { ...row, total: planned };
  const exact = row.total ?? 0;
  return { ...row, total: maxRows !== undefined && exact > maxRows ? Math.max(exact, planned) : exact };
}
