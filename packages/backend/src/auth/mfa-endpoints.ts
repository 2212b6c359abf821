// GoTrue's multi-factor endpoints for authenticator apps (what supabase-js `auth.mfa.*` calls):
// POST /factors (enroll), POST /factors/<id>/challenge, POST /factors/<id>/verify (a session at
// aal2) and DELETE /factors/<id> (unenroll). The factor's secret is shown once, at enrollment, and
// stored encrypted; a code is accepted once; wrong codes are limited per address and per factor.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PoolClient } from 'pg';
import { z } from 'zod';
import type { BackendContext } from '../context.ts';
import { sendJson } from '../http/respond.ts';
import { authError } from './errors.ts';
import { clientAddress } from './limits.ts';
import { clearIn, consume } from './rate-limit.ts';
import { parseBody, requireUserClaims, sessionSettings, transaction } from './request-helpers.ts';
import type { UserClaims } from './request-helpers.ts';
import { downgradeSessionsOfFactor, stepUpSession } from './sessions.ts';
import { acceptedTotpStep, newTotpSecret, openFactorSecret, sealFactorSecret } from './totp.ts';
import { currentUser } from './user-endpoints.ts';
import type { UserRow } from './users.ts';

/** GoTrue's MFA_CHALLENGE_EXPIRY_DURATION default. */
export const CHALLENGE_EXPIRY_SECONDS = 300;
/** GoTrue's MFA_FACTOR_EXPIRY_DURATION: an enrollment not verified by then is dropped. */
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;
/** GoTrue's MFA_MAX_ENROLLED_FACTORS and MFA_MAX_VERIFIED_FACTORS defaults. */
const MAX_FACTORS = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FactorSecretRow {
  id: string;
  user_id: string;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'verified' | 'unverified';
  secret: string | null;
  last_used_step: string | null;
}

interface Caller {
  user: UserRow;
  claims: UserClaims;
  sessionId: string;
}

/** The signed-in user and the session their token belongs to (GoTrue requires one for every MFA call). */
async function caller(client: PoolClient, claims: UserClaims): Promise<Caller> {
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (!sessionId) throw authError(403, 'session_not_found', 'A valid session is required for this request');
  const user = await currentUser(client, claims, true);
  return { user, claims, sessionId };
}

async function sessionAal(client: PoolClient, sessionId: string): Promise<string> {
  const { rows } = await client.query<{ aal: string | null }>('select aal::text as aal from auth.sessions where id = $1', [sessionId]);
  return rows[0]?.aal ?? 'aal1';
}

async function findFactor(client: PoolClient, userId: string, factorId: string, forUpdate = false): Promise<FactorSecretRow> {
  const notFound = authError(404, 'mfa_factor_not_found', 'Factor not found');
  if (!UUID.test(factorId)) throw notFound;
  const { rows } = await client.query<FactorSecretRow>(
    `select id, user_id, factor_type::text as factor_type, status::text as status, secret, last_used_step::text as last_used_step
       from auth.mfa_factors where id = $1 and user_id = $2${forUpdate ? ' for update' : ''}`,
    [factorId, userId],
  );
  const factor = rows[0];
  if (!factor) throw notFound;
  return factor;
}

const enrollBody = z.looseObject({
  factor_type: z.string().optional(),
  friendly_name: z.string().max(255).nullish(),
  issuer: z.string().max(255).nullish(),
});

function defaultIssuer(ctx: BackendContext): string {
  try {
    return new URL(ctx.config.siteUrl).host;
  } catch {
    return 'Missionbase';
  }
}

async function enroll(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const claims = requireUserClaims(req, ctx);
  const body = await parseBody(req, enrollBody);
  if (body.factor_type === 'phone') throw authError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (body.factor_type === 'webauthn') throw authError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (body.factor_type !== 'totp') throw authError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  const friendlyName = body.friendly_name?.trim() ?? '';
  const issuer = body.issuer?.trim() || defaultIssuer(ctx);

  const response = await transaction(ctx, async (client) => {
    const { user, sessionId } = await caller(client, claims);
    await client.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - make_interval(secs => $2)`,
      [user.id, UNVERIFIED_FACTOR_EXPIRY_SECONDS],
    );
    const { rows: factors } = await client.query<{ friendly_name: string | null; status: string }>(
      'select friendly_name, status::text as status from auth.mfa_factors where user_id = $1',
      [user.id],
    );
    if (friendlyName !== '' && factors.some((factor) => factor.friendly_name === friendlyName)) {
      throw authError(422, 'mfa_factor_name_conflict', `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`);
    }
    const verified = factors.filter((factor) => factor.status === 'verified').length;
    if (factors.length >= MAX_FACTORS || verified >= MAX_FACTORS) {
      throw authError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    // Adding a factor to an account that has one needs that one first: a stolen password is not enough.
    if (verified > 0 && (await sessionAal(client, sessionId)) !== 'aal2') {
      throw authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    const id = randomUUID();
    const totp = newTotpSecret(issuer, user.email ?? user.id);
    await client.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, user.id, friendlyName === '' ? null : friendlyName, sealFactorSecret(ctx.config.jwtSecret, id, totp.secret)],
    );
    return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: totp.qrCode, secret: totp.secret, uri: totp.uri } };
  });
  sendJson(res, 200, response, { 'cache-control': 'no-store' });
}

async function challenge(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, factorId: string): Promise<void> {
  const claims = requireUserClaims(req, ctx);
  const limits = ctx.config.authLimits;
  const address = clientAddress(req, limits);
  await consume(ctx, res, `mfa:${address}`, limits.mfaChallengeVerifyPerAddress);
  const response = await transaction(ctx, async (client) => {
    const { user } = await caller(client, claims);
    const factor = await findFactor(client, user.id, factorId);
    const { rows } = await client.query<{ id: string; expires_at: number }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values (gen_random_uuid(), $1, now(), $2)
       returning id, extract(epoch from created_at + make_interval(secs => $3))::bigint::int as expires_at`,
      [factor.id, address, CHALLENGE_EXPIRY_SECONDS],
    );
    await client.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
    const created = rows[0];
    if (!created) throw new Error('insert into auth.mfa_challenges returned no row');
    return { id: created.id, type: factor.factor_type, expires_at: created.expires_at };
  });
  sendJson(res, 200, response);
}

const verifyBody = z.looseObject({ challenge_id: z.string().optional(), code: z.string().optional() });

interface ChallengeRow {
  id: string;
  verified_at: Date | null;
  ip_address: string;
  expired: boolean;
}

async function verify(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, factorId: string): Promise<void> {
  const claims = requireUserClaims(req, ctx);
  const body = await parseBody(req, verifyBody);
  const limits = ctx.config.authLimits;
  const address = clientAddress(req, limits);
  await consume(ctx, res, `mfa:${address}`, limits.mfaChallengeVerifyPerAddress);
  const code = body.code?.trim() ?? '';
  const challengeId = body.challenge_id ?? '';
  const challengeNotFound = authError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');

  // The factor and challenge are checked first (without counting), so a stranger's ids cannot spend
  // the owner's wrong-code allowance.
  const state = await transaction(ctx, async (client) => {
    const { user } = await caller(client, claims);
    // The factor comes first, as GoTrue loads it before reading the body: an unknown one is 404 whatever was sent.
    const factor = await findFactor(client, user.id, factorId);
    if (code === '') throw authError(400, 'validation_failed', 'Code needs to be non-empty');
    if (!UUID.test(challengeId)) throw challengeNotFound;
    const { rows } = await client.query<ChallengeRow>(
      `select id, verified_at, ip_address, created_at < now() - make_interval(secs => $3) as expired
         from auth.mfa_challenges where id = $1 and factor_id = $2`,
      [challengeId, factor.id, CHALLENGE_EXPIRY_SECONDS],
    );
    const found = rows[0];
    if (!found) throw challengeNotFound;
    if (found.verified_at !== null || found.ip_address !== address) {
      throw authError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    if (found.expired) {
      await client.query('delete from auth.mfa_challenges where id = $1', [found.id]);
      return 'expired';
    }
    return 'ok';
  });
  if (state === 'expired') {
    throw authError(422, 'mfa_challenge_expired', `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`);
  }

  // Counted before the code is compared and cleared when it matches, so parallel guesses cannot
  // all slip in under the limit; counted per factor, so many addresses do not multiply the guesses.
  const failures = `mfa_failed:${factorId.toLowerCase()}`;
  await consume(ctx, res, failures, limits.mfaFailedVerifyPerFactor);

  const outcome = await transaction(ctx, async (client) => {
    const { user, sessionId } = await caller(client, claims);
    const factor = await findFactor(client, user.id, factorId, true);
    const { rows } = await client.query<{ id: string }>(
      'select id from auth.mfa_challenges where id = $1 and factor_id = $2 and verified_at is null for update',
      [challengeId, factor.id],
    );
    if (!rows[0]) throw challengeNotFound;
    const secret = factor.secret === null ? null : openFactorSecret(ctx.config.jwtSecret, factor.id, factor.secret);
    if (secret === null) throw authError(500, 'unexpected_failure', 'Database error verifying MFA TOTP secret');
    const step = acceptedTotpStep(secret, code);
    // A step at or before the last accepted one is a code already used (or older): refused.
    if (step === null || (factor.last_used_step !== null && step <= Number(factor.last_used_step))) return { ok: false as const };
    await client.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
    await client.query("update auth.mfa_factors set status = 'verified', last_used_step = $2, updated_at = now() where id = $1", [factor.id, step]);
    await clearIn(client, failures);
    // The enrollments the user started and did not finish go once one factor is verified (GoTrue's DeleteUnverifiedFactors).
    await client.query("delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'", [user.id]);
    return { ok: true as const, session: await stepUpSession(client, user, sessionId, factor.id, sessionSettings(ctx)) };
  });
  if (!outcome.ok) throw authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  sendJson(res, 200, outcome.session, { 'cache-control': 'no-store' });
}

async function unenroll(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, factorId: string): Promise<void> {
  const claims = requireUserClaims(req, ctx);
  const response = await transaction(ctx, async (client) => {
    const { user, sessionId } = await caller(client, claims);
    const factor = await findFactor(client, user.id, factorId, true);
    // Removing a working second factor needs that factor first: a stolen password is not enough.
    if (factor.status === 'verified' && (await sessionAal(client, sessionId)) !== 'aal2') {
      throw authError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await client.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    await downgradeSessionsOfFactor(client, factor.id);
    return { id: factor.id };
  });
  sendJson(res, 200, response);
}

/** Routes `/factors...`; false when the path is not one of them. */
export async function mfaEndpoint(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, path: string): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (path === '/factors' && method === 'POST') {
    await enroll(req, res, ctx);
    return true;
  }
  const match = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path);
  if (!match) return false;
  const factorId = match[1] ?? '';
  const action = match[2];
  if (action === '/challenge' && method === 'POST') await challenge(req, res, ctx, factorId);
  else if (action === '/verify' && method === 'POST') await verify(req, res, ctx, factorId);
  else if (action === undefined && method === 'DELETE') await unenroll(req, res, ctx, factorId);
  else return false;
  return true;
}
