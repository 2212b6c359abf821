// When the database cannot serve a request right now (restarting, unreachable, every pooled
// connection busy): one error every API answers as 503 with Retry-After, never a 500 or an endless wait.
import { HttpError } from '../http/respond.ts';

/** Seconds a client is told to wait before retrying. */
export const RETRY_AFTER_SECONDS = 1;

/** 503 in PostgREST's error shape; `PGRST003` is a saturated pool, `PGRST001` a lost or refused connection. */
export class DatabaseUnavailableError extends HttpError {
  constructor(code: 'PGRST001' | 'PGRST003', message: string) {
    super(503, { code, details: null, hint: null, message }, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  }
}

export function poolBusy(): DatabaseUnavailableError {
  return new DatabaseUnavailableError('PGRST003', 'The database is busy: too many requests are waiting for a connection. Try again in a moment.');
}

export function connectionLost(): DatabaseUnavailableError {
  return new DatabaseUnavailableError('PGRST001', 'The database is not available right now. Try again in a moment.');
}

/** Socket-level failures of node-postgres (the server went away or refused us). */
const NODE_CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);
/** Postgres is shutting down, crashed or still starting: the connection, not the request, failed. */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03']);

/** True when an error means "the database is unreachable or restarting", not "this request is wrong". */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NODE_CONNECTION_CODES.has(code) || SERVER_GOING_AWAY.has(code) || code.startsWith('08'))) return true;
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return typeof message === 'string' && /^Connection terminated|^timeout exceeded when trying to connect|^Client has encountered a connection error|^the database system is (starting up|shutting down|in recovery)/.test(message);
}
