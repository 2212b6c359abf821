// Small HTTP helpers shared by every API of the gateway.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    /** Extra response headers (Retry-After on a 503, headers a PGRST raise asked for). */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) throw new HttpError(413, { code: 'PGRST413', message: 'Payload too large', details: null, hint: null });
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const raw = await readBody(req);
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(payload);
}

/** The bearer token of a request: `Authorization: Bearer <jwt>`, else the `apikey` header. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const auth = req.headers.authorization;
  if (auth && /^bearer /i.test(auth)) return auth.slice(7).trim();
  const apikey = req.headers.apikey;
  return typeof apikey === 'string' && apikey !== '' ? apikey : undefined;
}
