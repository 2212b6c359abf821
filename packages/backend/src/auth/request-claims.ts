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

export function claimsForRequest(req: IncomingMessage, secret: string): JwtClaims {
  const token = bearerToken(req);
  if (token === undefined) return { role: 'anon' };
  const result = verifyJwt(token, secret);
  if (!result.ok) throw unauthorized(req, result.reason);
  if (!isRequestRole(result.claims.role)) throw unauthorized(req, 'role');
  if (typeof result.claims.sub === 'string') setRequestUser(req, result.claims.sub);
  return result.claims;
}
