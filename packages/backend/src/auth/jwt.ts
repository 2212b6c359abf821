// HS256 JSON Web Tokens, signed and verified with node:crypto (the format GoTrue issues).
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface JwtClaims {
  sub?: string;
  role: string;
  email?: string;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  iss?: string;
  session_id?: string;
  [claim: string]: unknown;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

export type JwtResult = { ok: true; claims: JwtClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** Verifies signature, algorithm and expiry (a numeric `exp` is required). `now` is seconds since the epoch. */
export function verifyJwt(token: string, secret: string, now = Math.floor(Date.now() / 1000)): JwtResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  let parsedHeader: unknown;
  let claims: unknown;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof parsedHeader !== 'object' || parsedHeader === null || (parsedHeader as { alg?: unknown }).alg !== 'HS256') {
    return { ok: false, reason: 'malformed' };
  }
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  if (typeof claims !== 'object' || claims === null || typeof (claims as { role?: unknown }).role !== 'string') {
    return { ok: false, reason: 'malformed' };
  }
  const typed = claims as JwtClaims;
  // A token without a numeric expiry would be valid forever (a leaked one could never be
  // retired), so it is refused everywhere: every API verifies through this function.
  if (typeof typed.exp !== 'number' || !Number.isFinite(typed.exp)) return { ok: false, reason: 'malformed' };
  if (typed.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: typed };
}

/** The long-lived `anon` and `service_role` API keys derived from a secret, as Supabase's local stack derives them. */
export function apiKeysFor(secret: string): { anonKey: string; serviceRoleKey: string } {
  const exp = 1983812996;
  return {
    anonKey: signJwt({ iss: 'supabase-demo', role: 'anon', exp }, secret),
    serviceRoleKey: signJwt({ iss: 'supabase-demo', role: 'service_role', exp }, secret),
  };
}
