// CORS as Supabase's gateway answers it: any origin, the headers supabase-js sends, and the
// response headers it reads (Content-Range for counts, Location, ...). Never with credentials:
// the API authenticates by the bearer token supabase-js sends, not by cookies, so a page of another
// origin gains nothing a plain fetch would not have (no echoed Origin with credentials).
import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_HEADERS = [
  'authorization', 'apikey', 'content-type', 'x-client-info', 'x-supabase-api-version', 'prefer', 'range', 'range-unit',
  'accept', 'accept-profile', 'content-profile', 'x-upsert', 'cache-control', 'x-region', 'if-none-match', 'if-match',
  'x-requested-with', 'content-length', 'accept-encoding', 'x-metadata',
].join(', ');

const EXPOSED_HEADERS = [
  'content-range', 'content-location', 'content-length', 'content-type', 'content-profile', 'range-unit', 'x-total-count',
  'location', 'preference-applied', 'etag', 'last-modified', 'x-supabase-api-version', 'x-relay-error', 'x-upsert',
].join(', ');

export function applyCors(_req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
}

/** Answers a preflight. Requested headers are echoed so a new supabase-js header never breaks the browser. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': typeof requested === 'string' && requested !== '' ? requested : ALLOWED_HEADERS,
    'access-control-max-age': '86400',
    'content-length': '0',
  });
  res.end();
}
