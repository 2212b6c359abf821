// What every Data API request carries once its headers are read, and the two things every
// request does: look things up in the (refreshable) catalog and run SQL in one request transaction.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PoolClient } from 'pg';
import { runRequestStatement, withRequestTransaction } from '../db/request-transaction.ts';
import { catalogCacheFor } from './catalog.ts';
import { RestError } from './errors.ts';
import { SqlParams } from './sql-text.ts';
import type { BackendContext } from '../context.ts';
import type { DisconnectSignal } from '../db/request-transaction.ts';
import type { JwtClaims } from '../auth/jwt.ts';
import type { BuildEnv } from './build-read.ts';
import type { SchemaCatalog } from './catalog.ts';
import type { NodeParams } from './parse-query.ts';
import type { Preferences, ResponseFormat } from './request-headers.ts';

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
}

/** Builds a statement against the cached catalog, reloading it once when the request names something unknown. */
export async function buildWithCatalog<T>(
  request: RestRequest,
  build: (catalog: SchemaCatalog, env: BuildEnv) => { sql: string; extra: T },
): Promise<BuiltStatement<T>> {
  const cache = catalogCacheFor(request.ctx.adminPool);
  const attempt = (catalog: SchemaCatalog): BuiltStatement<T> => {
    const params = new SqlParams();
    const env: BuildEnv = { catalog, params, embedded: new Map(), aliases: { next: 0 } };
    const built = build(catalog, env);
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
export function inTransaction<T>(request: RestRequest, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return withRequestTransaction(request.ctx.pool, request.claims, work, { signal: request.signal, cancelPool: request.ctx.adminPool });
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
  const result = await runRequestStatement(
    request.ctx.pool,
    request.claims,
    { text: statement.sql, values: statement.values, readOnly },
    { signal: request.signal, cancelPool: request.ctx.adminPool },
  );
  return (result.rows[0] as StatementRow | undefined) ?? NO_ROW;
}

/** The root window: `limit`/`offset` parameters narrowed by a `Range` header. */
export function rootWindow(request: RestRequest, root: NodeParams): NodeParams {
  if (request.range === undefined) return root;
  const offset = request.range.offset + (root.offset ?? 0);
  const limits = [request.range.limit, root.limit].filter((n): n is number => n !== undefined);
  return { ...root, offset, limit: limits.length === 0 ? undefined : Math.min(...limits) };
}
