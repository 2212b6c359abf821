// Sessions as GoTrue issues them: a row in auth.sessions, a short-lived HS256 access token and a
// single-use refresh token that rotates on every refresh; reuse of a spent one (after GoTrue's
// short reuse interval) ends the session.
import type { PoolClient } from 'pg';
import { signJwt } from './jwt.ts';
import type { JwtClaims } from './jwt.ts';
import { newRefreshToken, sha256Hex } from './tokens.ts';
import { findUserById, userBody } from './users.ts';
import type { UserRow } from './users.ts';
import { authError } from './errors.ts';

export type AuthMethod = 'password' | 'otp' | 'magiclink' | 'recovery' | 'email/signup' | 'email_change' | 'totp';

export interface SessionSettings {
  jwtSecret: string;
  jwtExpiry: number;
  issuer: string;
}

export interface SessionRequestInfo {
  userAgent: string | undefined;
  ip: string | undefined;
}

export type AssuranceLevel = 'aal1' | 'aal2';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** What a session has proven: GoTrue's `amr` (most recent first) and the `aal` it amounts to. */
export interface SessionAssurance {
  aal: AssuranceLevel;
  amr: AmrEntry[];
}

export function accessTokenClaims(user: UserRow, sessionId: string, assurance: SessionAssurance, settings: SessionSettings, now: number): JwtClaims {
  return {
    aud: 'authenticated',
    exp: now + settings.jwtExpiry,
    iat: now,
    iss: settings.issuer,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: assurance.aal,
    amr: assurance.amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
}

/** Methods that make a session aal2: a second factor (GoTrue's `IsAAL2Claim`). */
const SECOND_FACTORS = new Set(['totp']);

/**
 * The session's assurance from its proven methods (auth.mfa_amr_claims), as GoTrue computes it on
 * every token, so a refreshed aal2 session stays aal2. A session started before the claims were
 * recorded counts its sign-in method at its start.
 */
export async function sessionAssurance(client: PoolClient, sessionId: string): Promise<SessionAssurance> {
  const { rows } = await client.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, authentication_method`,
    [sessionId],
  );
  if (rows.length === 0) {
    const { rows: sessions } = await client.query<{ tag: string | null; started: number }>(
      'select tag, extract(epoch from created_at)::bigint::int as started from auth.sessions where id = $1',
      [sessionId],
    );
    const session = sessions[0];
    return { aal: 'aal1', amr: session ? [{ method: session.tag ?? 'password', timestamp: session.started }] : [] };
  }
  return { aal: rows.some((row) => SECOND_FACTORS.has(row.method)) ? 'aal2' : 'aal1', amr: rows };
}

/** Records that the session proved `method` now (GoTrue's AddClaimToSession: one row per method, refreshed on reuse). */
export async function addClaimToSession(client: PoolClient, sessionId: string, method: AuthMethod): Promise<void> {
  await client.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, gen_random_uuid())
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

async function sessionResponse(
  client: PoolClient,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  settings: SessionSettings,
): Promise<Record<string, unknown>> {
  const now = Math.floor(Date.now() / 1000);
  const claims = accessTokenClaims(user, sessionId, await sessionAssurance(client, sessionId), settings, now);
  return {
    access_token: signJwt(claims, settings.jwtSecret),
    token_type: 'bearer',
    expires_in: settings.jwtExpiry,
    expires_at: now + settings.jwtExpiry,
    refresh_token: refreshToken,
    user: await userBody(client, user),
  };
}

async function insertRefreshToken(client: PoolClient, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshToken();
  // Only the hash is stored: a copy of the table cannot be replayed as live sessions.
  await client.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [sha256Hex(token), userId, parent, sessionId],
  );
  return token;
}

/** Starts a session for a signed-in user and returns GoTrue's session response. */
export async function createSession(
  client: PoolClient,
  user: UserRow,
  method: AuthMethod,
  settings: SessionSettings,
  info: SessionRequestInfo,
): Promise<Record<string, unknown>> {
  const { rows } = await client.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent, ip, tag)
     values (gen_random_uuid(), $1, now(), now(), 'aal1', now(), $2, $3::inet, $4) returning id`,
    [user.id, info.userAgent ?? null, info.ip ?? null, method],
  );
  const sessionId = rows[0]?.id;
  if (!sessionId) throw new Error('insert into auth.sessions returned no row');
  const { rows: updated } = await client.query<UserRow>('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *', [user.id]);
  await client.query("update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'", [user.id]);
  await addClaimToSession(client, sessionId, method);
  const token = await insertRefreshToken(client, user.id, sessionId, null);
  return sessionResponse(client, updated[0] ?? user, sessionId, token, settings);
}

interface RefreshTokenRow {
  id: string;
  revoked: boolean;
  recently_revoked: boolean;
  session_id: string | null;
  user_id: string;
  token: string;
}

/**
 * GoTrue's refresh-token reuse interval: a token spent less than this long ago may be presented
 * again. Two tabs refreshing at the same moment (supabase-js has no cross-tab lock) would otherwise
 * look like a replay and sign the user out everywhere.
 */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

/**
 * The refresh_token grant: the presented token is spent and a new one issued in the same session.
 * A token spent longer ago than the reuse interval means it leaked or was replayed: the whole
 * session is revoked. Within the interval the caller gets a sibling of the token that replaced it
 * (only hashes are stored, so the successor itself cannot be handed out again).
 * Returns either a session or the error to send after the transaction commits (so the
 * revocation persists).
 */
export async function refreshSession(
  client: PoolClient,
  presented: string,
  settings: SessionSettings,
): Promise<{ ok: true; session: Record<string, unknown> } | { ok: false; error: ReturnType<typeof authError> }> {
  const { rows } = await client.query<RefreshTokenRow>(
    `select id::text as id, revoked, session_id, user_id, token,
            (revoked and updated_at > now() - make_interval(secs => $2)) as recently_revoked
       from auth.refresh_tokens where token = $1 for update`,
    [sha256Hex(presented), REFRESH_TOKEN_REUSE_INTERVAL_SECONDS],
  );
  const row = rows[0];
  if (!row || !row.session_id) {
    return { ok: false, error: authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
  }
  if (row.revoked && !row.recently_revoked) {
    await client.query('delete from auth.sessions where id = $1', [row.session_id]);
    return { ok: false, error: authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
  }
  const { rows: sessions } = await client.query<{ id: string; not_after: Date | null }>(
    'select id, not_after from auth.sessions where id = $1 for update',
    [row.session_id],
  );
  const session = sessions[0];
  if (!session || (session.not_after && session.not_after.getTime() < Date.now())) {
    return { ok: false, error: authError(400, 'session_not_found', 'Invalid Refresh Token: Session Expired') };
  }
  const user = await findUserById(client, row.user_id);
  if (!user) return { ok: false, error: authError(400, 'user_not_found', 'Invalid Refresh Token: User Not Found') };
  if (user.banned_until && user.banned_until.getTime() > Date.now()) return { ok: false, error: authError(400, 'user_banned', 'User is banned') };

  if (!row.revoked) await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
  await client.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [session.id]);
  const token = await insertRefreshToken(client, user.id, session.id, row.token);
  return { ok: true, session: await sessionResponse(client, user, session.id, token, settings) };
}

/**
 * A session that just proved a second factor (GoTrue's updateMFASessionAndClaims): the method is
 * added to its claims, it becomes aal2, and its refresh tokens are replaced by a new one. The
 * tokens issued before the step-up are spent beyond the reuse interval, so one presented again
 * ends the session instead of minting aal2 tokens. The user's other sessions below aal2 end
 * (GoTrue's InvalidateSessionsWithAALLessThan).
 */
export async function stepUpSession(
  client: PoolClient,
  user: UserRow,
  sessionId: string,
  factorId: string,
  settings: SessionSettings,
): Promise<Record<string, unknown>> {
  await addClaimToSession(client, sessionId, 'totp');
  await client.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [sessionId, factorId]);
  const { rows } = await client.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now() - make_interval(secs => $2 * 2)
      where session_id = $1 and not revoked returning token`,
    [sessionId, REFRESH_TOKEN_REUSE_INTERVAL_SECONDS],
  );
  await client.query("delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') < 'aal2'", [user.id, sessionId]);
  const token = await insertRefreshToken(client, user.id, sessionId, rows[0]?.token ?? null);
  return sessionResponse(client, user, sessionId, token, settings);
}

/**
 * After a verified factor is removed (GoTrue's DowngradeSessionsToAAL1): the sessions that proved
 * it keep only their other claims and are aal1 again.
 */
export async function downgradeSessionsOfFactor(client: PoolClient, factorId: string): Promise<void> {
  await client.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
      where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = 'totp'`,
    [factorId],
  );
  await client.query("update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1", [factorId]);
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(client: PoolClient, userId: string, sessionId: string | undefined, scope: LogoutScope): Promise<void> {
  if (scope === 'global' || !sessionId) {
    await client.query('delete from auth.sessions where user_id = $1', [userId]);
  } else if (scope === 'local') {
    await client.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
  } else {
    await client.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  }
}

export async function sessionExists(client: PoolClient, sessionId: string): Promise<boolean> {
  const { rows } = await client.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}
