// PostgREST's error bodies and HTTP statuses: the gateway's own errors (PGRSTxxx) and the mapping
// of Postgres errors (SQLSTATE) to statuses, so supabase-js reports them exactly as it does hosted.
import { HttpError } from '../http/respond.ts';

/** PostgREST's details: a text, or (PGRST201) the candidate relationships. */
export type RestErrorDetails = string | null | Array<Record<string, string>>;

export interface RestErrorBody {
  code: string;
  details: RestErrorDetails;
  hint: string | null;
  message: string;
}

/** A PostgREST error: thrown anywhere in the Data API and sent as `{ code, details, hint, message }`. */
export class RestError extends HttpError {
  constructor(status: number, code: string, message: string, details: RestErrorDetails = null, hint: string | null = null, headers: Record<string, string> = {}) {
    super(status, { code, details, hint, message } satisfies RestErrorBody, headers);
  }
}

/** PGRST100: the query string could not be parsed. */
export function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

export function invalidBody(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST102', message, details);
}

/** PGRST205, with PostgREST's "Perhaps you meant the table ..." when a table of the schema is close. */
export function unknownTable(schema: string, table: string, hint: string | null = null): RestError {
  return new RestError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`, null, hint);
}

/** PGRST108: a parameter or related order names an embed the select list does not have. */
export function notEmbedded(key: string): RestError {
  return new RestError(400, 'PGRST108', `'${key}' is not an embedded resource in this request`, null, `Verify that '${key}' is included in the 'select' query parameter.`);
}

/** A column named in select, filters or order that the relation does not have (Postgres' own wording). */
export function unknownColumn(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

/** A column in an insert or update payload that the relation does not have. */
export function unknownPayloadColumn(table: string, column: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
}

export function singleObjectError(rows: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
}

/** PGRST124: with handling=strict, a PATCH, DELETE or rpc affected more rows than max-affected allows. */
export function maxAffectedError(rows: number): RestError {
  return new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${rows} rows`);
}

/** The fields of a Postgres error as node-postgres exposes them. */
export interface PgErrorLike {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

export function isPgError(error: unknown): error is PgErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  // Node's own error codes (EPIPE) have the same shape; no SQLSTATE class starts with E.
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('E') && typeof message === 'string';
}

/** PostgREST's exact SQLSTATE -> HTTP status entries (docs: references/errors, "HTTP Status Codes"). */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  '42883': 404,
  '42P01': 404,
  '42P17': 500,
  '53400': 500,
  P0001: 400,
};

/** PostgREST's SQLSTATE class -> HTTP status entries; any other class is a client error (400). */
const STATUS_BY_CLASS: Readonly<Record<string, number>> = {
  '08': 503,
  '09': 500,
  '0L': 403,
  '0P': 403,
  '25': 500,
  '28': 403,
  '2D': 500,
  '38': 500,
  '39': 500,
  '3B': 500,
  '40': 500,
  '53': 503,
  '54': 500,
  '55': 500,
  '57': 500,
  '58': 500,
  F0: 500,
  HV: 500,
  P0: 500,
  XX: 500,
};

/**
 * PostgREST's SQLSTATE -> HTTP status table (`pgErrorStatus`). `PTxyz` is PostgREST's way for SQL
 * to choose the status itself (`raise sqlstate 'PT404'`): a "not found" raised by a function must
 * use it (or `PGRST`), because plain `P0002` is a PL/pgSQL error and answers 500 on hosted Supabase too.
 */
export function statusForSqlState(code: string, anonymous: boolean): number {
  if (code === '42501') return anonymous ? 401 : 403;
  const custom = /^PT([1-5][0-9]{2})$/.exec(code);
  if (custom) return Number(custom[1]);
  return STATUS_BY_CODE[code] ?? STATUS_BY_CLASS[code.slice(0, 2)] ?? 400;
}

function jsonObject(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * `raise sqlstate 'PGRST' using message = '{"code","message","details","hint"}', detail = '{"status","headers"}'`:
 * the function chooses the whole response (PostgREST's "raise headers"); unparsable JSON is PGRST121.
 */
function restErrorFromPgrstRaise(error: PgErrorLike): RestError {
  const body = jsonObject(error.message);
  const meta = jsonObject(error.detail);
  const status = meta?.status;
  const headers = meta?.headers ?? {};
  const validHeaders = typeof headers === 'object' && headers !== null && !Array.isArray(headers) && Object.values(headers).every((value) => typeof value === 'string');
  if (body === undefined || typeof body.message !== 'string' || meta === undefined || typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599 || !validHeaders) {
    return new RestError(500, 'PGRST121', "Could not parse JSON in the \"RAISE SQLSTATE 'PGRST'\" error", error.message);
  }
  return new RestError(status, textOrNull(body.code) ?? 'PGRST', body.message, textOrNull(body.details), textOrNull(body.hint), headers as Record<string, string>);
}

/** Turns a Postgres error into PostgREST's response: its code, message, detail and hint pass through. */
export function restErrorFromPg(error: PgErrorLike, anonymous: boolean): RestError {
  if (error.code === 'PGRST') return restErrorFromPgrstRaise(error);
  return new RestError(statusForSqlState(error.code, anonymous), error.code, error.message, error.detail ?? null, error.hint ?? null);
}
