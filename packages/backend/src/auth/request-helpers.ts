// Plumbing shared by the auth endpoints: transactions on the owner pool, JSON bodies checked with
// zod, the signed-in user's token, redirect targets, and the settings sessions are signed with.
import type { IncomingMessage } from 'node:http';
import type { PoolClient } from 'pg';
import type { z } from 'zod';
import type { BackendContext } from '../context.ts';
import { HttpError, readJson } from '../http/respond.ts';
import { authError } from './errors.ts';
import { verifyJwt } from './jwt.ts';
import type { JwtClaims } from './jwt.ts';
import type { SessionRequestInfo, SessionSettings } from './sessions.ts';
import { setRequestUser } from '../http/request-user.ts';
import { inTransaction } from '../db/transaction.ts';

/** One transaction on the owner pool (the auth tables are not the API roles'). */
export function transaction<T>(ctx: BackendContext, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(ctx.adminPool, work);
}

export async function parseBody<S extends z.ZodType>(req: IncomingMessage, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await readJson(req);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw error;
    throw authError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw authError(400, 'validation_failed', `Invalid request body: ${where}${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

export function sessionSettings(ctx: BackendContext): SessionSettings {
  return { jwtSecret: ctx.config.jwtSecret, jwtExpiry: ctx.config.jwtExpiry, issuer: `${ctx.publicUrl()}/auth/v1` };
}

export function requestInfo(req: IncomingMessage): SessionRequestInfo {
  const agent = req.headers['user-agent'];
  return { userAgent: typeof agent === 'string' ? agent.slice(0, 512) : undefined, ip: req.socket.remoteAddress };
}

export interface UserClaims extends JwtClaims {
  sub: string;
}

/** The signed-in user's claims from `Authorization: Bearer`, with GoTrue's 401/403 answers. */
export function requireUserClaims(req: IncomingMessage, ctx: BackendContext): UserClaims {
  const header = req.headers.authorization;
  if (!header || !/^bearer /i.test(header)) throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = verifyJwt(header.slice(7).trim(), ctx.config.jwtSecret);
  if (!result.ok) {
    const detail = result.reason === 'expired' ? 'token has invalid claims: token is expired' : `token is ${result.reason === 'signature' ? 'unverifiable: signature is invalid' : 'malformed'}`;
    throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
  }
  const { claims } = result;
  if (typeof claims.sub !== 'string' || claims.sub === '') throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  setRequestUser(req, claims.sub);
  return { ...claims, sub: claims.sub };
}

/** The service_role key (or supabase_admin) as bearer, as GoTrue's admin endpoints require. */
export function requireAdmin(req: IncomingMessage, ctx: BackendContext): void {
  const header = req.headers.authorization;
  if (!header || !/^bearer /i.test(header)) throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = verifyJwt(header.slice(7).trim(), ctx.config.jwtSecret);
  if (!result.ok) throw authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
  if (result.claims.role !== 'service_role' && result.claims.role !== 'supabase_admin') throw authError(403, 'not_admin', 'User not allowed');
}

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * Where a link or verification may send the browser: the site URL's origin, or any local origin
 * outside production (each remote runs on its own port); anything else falls back to the site URL.
 */
export function allowedRedirect(ctx: Pick<BackendContext, 'config'>, requested: string | null | undefined): string {
  if (!requested) return ctx.config.siteUrl;
  try {
    const target = new URL(requested);
    const site = new URL(ctx.config.siteUrl);
    if (target.origin === site.origin) return target.toString();
    if (!ctx.config.production && isLocalHost(target.hostname) && (target.protocol === 'http:' || target.protocol === 'https:')) return target.toString();
  } catch {
    // Not a URL: fall through.
  }
  return ctx.config.siteUrl;
}

export function queryOf(req: IncomingMessage): URLSearchParams {
  return new URL(req.url ?? '/', 'http://localhost').searchParams;
}
