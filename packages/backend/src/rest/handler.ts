// The Data API (`/rest/v1`): the PostgREST behaviour that supabase-js relies on. Routes a request
// to a table or an `rpc/<fn>` call and answers every failure in PostgREST's error shape.
import type { ServerResponse } from 'node:http';
import type { ApiHandler, BackendContext } from '../context.ts';
import { HttpError } from '../http/respond.ts';
import { connectionLost, isConnectionFailure } from '../db/unavailable.ts';
import type { DisconnectSignal } from '../db/request-transaction.ts';
import { catalogCacheFor } from './catalog.ts';
import { RestError, isPgError, restErrorFromPg } from './errors.ts';
import { checkProfile, parseAccept, parsePrefer, parseRangeHeader } from './request-headers.ts';
import { handleRead, handleWrite, methodNotAllowed } from './table-requests.ts';
import { handleRpc } from './rpc-requests.ts';
import type { RestRequest } from './rest-request.ts';

/** SQLSTATEs that suggest the schema changed under the cached catalog. */
const SCHEMA_CHANGED = new Set(['42P01', '42703', '42883']);

function pathSegments(subpath: string): string[] {
  const path = subpath.split('?')[0] ?? '';
  try {
    return path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    throw new RestError(400, 'PGRST100', 'Invalid percent-encoding in the path');
  }
}

/**
 * Aborted when the connection closes before the response was sent (the client went away). An
 * AbortController would do, at several times the cost per request (EventTarget); the request
 * transaction registers at most one listener at a time.
 */
class ResponseDisconnect implements DisconnectSignal {
  aborted = false;
  private listener: (() => void) | undefined;

  constructor(res: ServerResponse) {
    res.once('close', () => {
      if (res.writableFinished || this.aborted) return;
      this.aborted = true;
      const listener = this.listener;
      this.listener = undefined;
      listener?.();
    });
  }

  addEventListener(_type: 'abort', listener: () => void): void {
    this.listener = listener;
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    if (this.listener === listener) this.listener = undefined;
  }
}

export const restHandler: ApiHandler = async (req, res, subpath, ctx) => {
  let anonymous = true;
  const signal = new ResponseDisconnect(res);
  try {
    const method = (req.method ?? 'GET').toUpperCase();
    const segments = pathSegments(subpath);
    const write = method !== 'GET' && method !== 'HEAD';
    const { schemas } = ctx.config.dataApi;
    const schema = checkProfile(req, write, schemas);
    // As PostgREST: with more than one schema exposed, every answer names the one it came from.
    if (schemas.length > 1) res.setHeader('content-profile', schema);
    const claims = ctx.claimsFor(req);
    anonymous = claims.role === 'anon';
    const request: RestRequest = {
      req,
      res,
      ctx,
      claims,
      schema,
      url: new URL(req.url ?? '/', 'http://localhost'),
      format: parseAccept(req, ctx.config.dataApi.planEnabled),
      prefs: parsePrefer(req, ctx.config.dataApi.txEnd),
      range: method === 'GET' || method === 'HEAD' ? parseRangeHeader(req) : undefined,
      head: method === 'HEAD',
      signal,
    };
    const [first, second, ...rest] = segments;
    if (first === undefined || rest.length > 0 || (first === 'rpc' && second === undefined)) {
      throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
    }
    if (first === 'rpc' && second !== undefined) {
      if (method === 'GET' || method === 'HEAD') await handleRpc(request, second, 'GET');
      else if (method === 'POST') await handleRpc(request, second, 'POST');
      else throw methodNotAllowed(method);
      return;
    }
    if (second !== undefined) throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    if (method === 'GET' || method === 'HEAD') await handleRead(request, first);
    else if (method === 'POST') await handleWrite(request, first, 'insert');
    else if (method === 'PATCH') await handleWrite(request, first, 'update');
    else if (method === 'DELETE') await handleWrite(request, first, 'delete');
    else throw methodNotAllowed(method);
  } catch (error) {
    sendError(res, error, anonymous, ctx);
  }
};

function sendError(res: ServerResponse, error: unknown, anonymous: boolean, ctx: BackendContext): void {
  let status: number;
  let body: Record<string, unknown>;
  let headers: Record<string, string> = {};
  if (isConnectionFailure(error)) {
    // Postgres restarting or unreachable: say so (503, retry), not "internal error".
    ({ status, body, headers } = connectionLost());
  } else if (error instanceof HttpError) {
    ({ status, body, headers } = error);
  } else if (isPgError(error)) {
    if (SCHEMA_CHANGED.has(error.code)) catalogCacheFor(ctx.adminPool).invalidateAll();
    ({ status, body, headers } = restErrorFromPg(error, anonymous));
  } else {
    ctx.log({ level: 'error', msg: 'rest: unexpected error', error: error instanceof Error ? error.message : String(error) });
    status = 500;
    body = { code: 'PGRST000', details: null, hint: null, message: 'Internal error in the Data API' };
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  const payload = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(payload)) });
  res.end(payload);
}
