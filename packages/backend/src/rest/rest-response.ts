// Writes Data API responses as PostgREST does: body per Accept, Content-Range with the count,
// 206 for a partial page, 416 for an offset past the end, and the PostgREST error shape.
import type { ServerResponse } from 'node:http';
import { RestError } from './errors.ts';
import type { Preferences, ResponseFormat } from './request-headers.ts';

export interface RowsResult {
  pageCount: number;
  /** The JSON array built by Postgres (or a scalar for RPC), as text. */
  body: string | null;
  total: number | null;
}

const CONTENT_TYPES: Record<Exclude<ResponseFormat['kind'], 'plan'>, string> = {
  json: 'application/json; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
};

function contentType(format: ResponseFormat | undefined): string {
  if (format?.kind === 'plan') return `application/vnd.pgrst.plan+${format.plan.format}; for="${format.plan.for}"; charset=utf-8`;
  return CONTENT_TYPES[format?.kind ?? 'json'];
}

/** The body in the requested format: the only row for the object format (CSV comes built by Postgres). */
export function formatBody(body: string, format: ResponseFormat, isArray: boolean): string {
  if (format.kind === 'object' && isArray) {
    // json_agg of exactly one row is `[<row>]`; the row is the whole text between the brackets.
    return body.slice(1, -1).trim();
  }
  return body;
}

/** `Preference-Applied`: the Prefer tokens that were understood and honoured. */
export function preferenceHeaders(prefs: Preferences): Record<string, string> {
  return prefs.applied.length === 0 ? {} : { 'preference-applied': prefs.applied.join(', ') };
}

export function contentRange(offset: number, pageCount: number, total: number | null): string {
  const range = pageCount > 0 ? `${offset}-${offset + pageCount - 1}` : '*';
  return `${range}/${total === null ? '*' : String(total)}`;
}

/** PostgREST's rangeStatus: 416 past the end, 206 when the page is not the whole result. */
export function readStatus(offset: number, pageCount: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`);
  }
  return pageCount < total ? 206 : 200;
}

export function send(
  res: ServerResponse,
  status: number,
  options: { body?: string | undefined; format?: ResponseFormat; head?: boolean; headers?: Record<string, string> },
): void {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = contentType(options.format);
  const payload = options.body === undefined || options.head === true ? '' : options.body;
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  res.writeHead(status, headers);
  res.end(payload);
}
