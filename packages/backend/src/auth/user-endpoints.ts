// GET /user, PUT /user and POST /logout: the signed-in user's own account.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PoolClient } from 'pg';
import { z } from 'zod';
import type { BackendContext } from '../context.ts';
import { sendJson } from '../http/respond.ts';
import { authError } from './errors.ts';
import { OTP_TTL_SECONDS, afterWrongCode, limitMailTo, sendEmailChange, sendMailToken, spendCodeAttempt } from './mail-endpoints.ts';
import { clearIn } from './rate-limit.ts';
import { otpHash } from './tokens.ts';
import { assertStrongPassword, hashPassword, passwordMatches } from './passwords.ts';
import { allowedRedirect, parseBody, queryOf, requireUserClaims, transaction } from './request-helpers.ts';
import type { UserClaims } from './request-helpers.ts';
import { endSessions, sessionExists } from './sessions.ts';
import type { LogoutScope } from './sessions.ts';
import { findUserByEmail, findUserById, isValidEmail, normaliseEmail, userBody } from './users.ts';
import { checkChannel, checkPhoneChange, needsPhoneCode, noSmsProvider, validatedPhone } from './phone-change.ts';
import type { UserRow } from './users.ts';

/** The user behind a token whose session still exists (a signed-out session's token is refused). */
export async function currentUser(client: PoolClient, claims: UserClaims, forUpdate: boolean): Promise<UserRow> {
  if (typeof claims.session_id === 'string' && !(await sessionExists(client, claims.session_id))) {
    throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await findUserById(client, claims.sub, forUpdate);
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return user;
}

export async function getUser(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const claims = requireUserClaims(req, ctx);
  const body = await transaction(ctx, async (client) => {
    const user = await currentUser(client, claims, false);
    return userBody(client, user);
  });
  sendJson(res, 200, body);
}

const updateBody = z.looseObject({
  email: z.string().optional(),
  password: z.string().optional(),
  current_password: z.string().optional(),
  data: z.record(z.string(), z.unknown()).nullish(),
  phone: z.string().optional(),
  channel: z.string().optional(),
  nonce: z.string().optional(),
});

/**
 * GoTrue's secure password change (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION, always
 * on here): a stolen access token must not be enough to take the account over. The caller proves
 * it is the owner by the current password, by the nonce GET /reauthenticate mailed, or by having
 * signed in moments ago (a recovery link's session, a fresh password sign-in).
 */
async function assertMayChangePassword(client: PoolClient, ctx: BackendContext, user: UserRow, claims: UserClaims, body: { current_password?: string; nonce?: string }): Promise<void> {
  if (body.current_password !== undefined) {
    if (!(await passwordMatches(body.current_password, user.encrypted_password))) {
      throw authError(400, 'invalid_credentials', 'Current password required when setting new password.');
    }
    return;
  }
  if (body.nonce !== undefined) {
    const email = normaliseEmail(user.email ?? '');
    const invalid = authError(400, 'reauthentication_not_valid', 'Requested nonce is invalid');
    // The nonce is a six-digit code like the others: it shares their attempt allowance.
    if (!(await spendCodeAttempt(client, ctx, email))) throw invalid;
    const sentAt = user.reauthentication_sent_at;
    const fresh = sentAt !== null && Date.now() - sentAt.getTime() <= OTP_TTL_SECONDS * 1000;
    if (!user.reauthentication_token || !fresh || otpHash(ctx.config.jwtSecret, email, body.nonce.trim()) !== user.reauthentication_token) {
      await afterWrongCode(client, ctx, email);
      // The counted attempt must persist although the request fails: commit it, then refuse.
      throw new CommittedRefusal(invalid);
    }
    await client.query("update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1", [user.id]);
    await clearIn(client, `otp_attempts:${email}`);
    return;
  }
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  const { rows } = sessionId
    ? await client.query<{ age: number }>('select extract(epoch from now() - created_at)::float8 as age from auth.sessions where id = $1', [sessionId])
    : { rows: [] };
  const age = rows[0]?.age;
  if (age === undefined || age > ctx.config.authLimits.freshSessionSeconds) {
    throw authError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  }
}

/** A refusal whose transaction must still commit (a spent code attempt). */
class CommittedRefusal extends Error {
  constructor(readonly refusal: Error) {
    super(refusal.message);
  }
}

/** GET /reauthenticate: mails the signed-in user a nonce for PUT /user (supabase.auth.reauthenticate()). */
export async function reauthenticate(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const claims = requireUserClaims(req, ctx);
  await transaction(ctx, async (client) => {
    const user = await currentUser(client, claims, true);
    if (!user.email) throw authError(422, 'validation_failed', 'Reauthentication requires an email address');
    return user.email;
  }).then((email) => limitMailTo(res, ctx, email));
  await transaction(ctx, async (client) => {
    const user = await currentUser(client, claims, true);
    await sendMailToken(client, ctx, user, 'reauthentication_token', 'reauthentication', 'reauthentication', ctx.config.siteUrl);
  });
  sendJson(res, 200, {});
}

export async function putUser(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const claims = requireUserClaims(req, ctx);
  const body = await parseBody(req, updateBody);
  const phone = body.phone ? validatedPhone(body.phone) : undefined;
  if (phone !== undefined) checkChannel(body.channel);
  if (body.password !== undefined) assertStrongPassword(body.password);
  const redirectTo = allowedRedirect(ctx, queryOf(req).get('redirect_to'));
  if (body.email !== undefined) await limitMailTo(res, ctx, body.email);

  let refusal: Error | undefined;
  let phoneCode = false;
  const updated = await transaction(ctx, async (client) => {
    let user = await currentUser(client, claims, true);
    if (phone !== undefined) {
      await checkPhoneChange(client, user, phone, typeof claims.session_id === 'string' ? claims.session_id : undefined);
      phoneCode = needsPhoneCode(user, phone);
    }
    if (body.password !== undefined) {
      // Proof of ownership first: otherwise same_password would tell a token thief whether a guess is the password.
      try {
        await assertMayChangePassword(client, ctx, user, claims, body);
      } catch (error) {
        if (!(error instanceof CommittedRefusal)) throw error;
        refusal = error.refusal;
        return undefined;
      }
      if (await passwordMatches(body.password, user.encrypted_password)) {
        throw authError(422, 'same_password', 'New password should be different from the old password.');
      }
      const { rows } = await client.query<UserRow>('update auth.users set encrypted_password = $2, updated_at = now() where id = $1 returning *', [
        user.id,
        await hashPassword(body.password),
      ]);
      user = rows[0] ?? user;
    }
    if (body.data) {
      // GoTrue merges the keys given and removes the keys set to null.
      const removed = Object.entries(body.data).filter(([, value]) => value === null).map(([key]) => key);
      const kept = Object.fromEntries(Object.entries(body.data).filter(([, value]) => value !== null));
      const { rows } = await client.query<UserRow>(
        "update auth.users set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[], updated_at = now() where id = $1 returning *",
        [user.id, JSON.stringify(kept), removed],
      );
      user = rows[0] ?? user;
    }
    if (body.email !== undefined) {
      const email = normaliseEmail(body.email);
      if (!isValidEmail(email)) throw authError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
      if (email !== user.email) {
        if (await findUserByEmail(client, email)) throw authError(422, 'user_already_exists', 'A user with this email address has already been registered');
        const { rows } = await client.query<UserRow>('update auth.users set email_change = $2, updated_at = now() where id = $1 returning *', [user.id, email]);
        user = await sendEmailChange(client, ctx, rows[0] ?? user, email, redirectTo);
      }
    }
    return userBody(client, user);
  });
  if (refusal || !updated) throw refusal ?? new Error('the user update returned nothing');
  // GoTrue commits the rest of the update, then fails to send the code to the new number.
  if (phoneCode) throw noSmsProvider();
  sendJson(res, 200, updated);
}

const SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

export async function logout(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const claims = requireUserClaims(req, ctx);
  const requested = queryOf(req).get('scope') ?? 'global';
  const scope = SCOPES.find((known) => known === requested);
  if (!scope) throw authError(400, 'validation_failed', `Unsupported logout scope ${JSON.stringify(requested)}`);
  await transaction(ctx, (client) => endSessions(client, claims.sub, typeof claims.session_id === 'string' ? claims.session_id : undefined, scope));
  res.writeHead(204);
  res.end();
}
