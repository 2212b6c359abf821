// Resolves a request's JWT claims from its bearer token, as Supabase's services do: no token is
// the anon role; a bad or expired token is a 401 in the shape of the service that was called.
import type { IncomingMessage } from 'node:http';
import { verifyJwt } from './jwt.ts';
import type { JwtClaims, JwtResult } from './jwt.ts';
import { bearerToken, HttpError } from '../http/respond.ts';
import { isRequestRole } from '../db/request-transaction.ts';
import { setRequestUser } from '../http/request-user.ts';

type Failure = Extract<JwtResult, { ok: false }>['reason'] | 'role';

function describe(reason: Failure): string {
  if (reason === 'expired') return 'JWT expired';
  if (reason === 'signature') return 'JWT signature is invalid';
  if (reason === 'role') return 'JWT role is not allowed';
  return 'JWT is malformed';
}

/** The error body each API family uses, so each client library reports it the usual way. */
function unauthorized(req: IncomingMessage, reason: Failure): HttpError {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const message = describe(reason);
  if (path.startsWith('/auth/')) {
    const errorCode = reason === 'expired' ? 'session_expired' : 'bad_jwt';
    return new HttpError(401, { code: 401, error_code: errorCode, msg: `invalid JWT: unable to parse or verify signature, ${message}`, message });
  }
  if (path.startsWith('/storage/')) {
    return new HttpError(401, { statusCode: '403', error: 'Unauthorized', message: reason === 'expired' ? 'jwt expired' : 'invalid signature' });
  }
  if (path.startsWith('/functions/')) {
    return new HttpError(401, { code: 401, message: `Invalid JWT: ${message}` });
  }
  return new HttpError(401, { code: reason === 'expired' ? 'PGRST303' : 'PGRST301', message, details: null, hint: null });
}

/** Tokens verified recently, oldest first (a client sends the same access token until it refreshes it). */
const verified = new Map<string, { secret: string; claims: JwtClaims; exp: number }>();
/** Verified tokens remembered; beyond that the oldest is forgotten (and verified again if it comes back). */
const VERIFIED_TOKENS = 1_000;

/**
 * verifyJwt, remembered per token string: a token that verified with this secret verifies again
 * until its `exp` (the same bytes carry the same signature), so signature and JSON are checked
 * once per token, and its expiry on every use. Only successes with an allowed role are kept; a
 * failure is never remembered. The claims object is shared by the requests carrying the token
 * and frozen, so none of them can change what the next one acts as.
 */
function verifyRemembered(token: string, secret: string): JwtResult {
  const now = Math.floor(Date.now() / 1000);
  const known = verified.get(token);
  if (known !== undefined && known.secret === secret) {
    if (known.exp > now) return { ok: true, claims: known.claims };
    verified.delete(token);
    return { ok: false, reason: 'expired' };
  }
  const result = verifyJwt(token, secret, now);
  if (result.ok && isRequestRole(result.claims.role) && typeof result.claims.exp === 'number') {
    if (verified.size >= VERIFIED_TOKENS) {
      const oldest = verified.keys().next();
      if (oldest.done !== true) verified.delete(oldest.value);
    }
    const claims = Object.freeze(result.claims);
    verified.set(token, { secret, claims, exp: result.claims.exp });
    return { ok: true, claims };
  }
  return result;
}

export function claimsForRequest(req: IncomingMessage, secret: string): JwtClaims {
  const token = bearerToken(req);
  if (token === undefined) return { role: 'anon' };
  const result = verifyRemembered(token, secret);
  if (!result.ok) throw unauthorized(req, result.reason);
  if (!isRequestRole(result.claims.role)) throw unauthorized(req, 'role');
  if (typeof result.claims.sub === 'string') setRequestUser(req, result.claims.sub);
  return result.claims;
}
