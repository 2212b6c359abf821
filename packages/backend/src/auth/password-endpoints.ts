// POST /signup and POST /token (password and refresh_token grants; the pkce, id_token and web3
// grants answer as GoTrue does with no flow state and those providers switched off).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { BackendContext } from '../context.ts';
import { sendJson } from '../http/respond.ts';
import { setRequestUser } from '../http/request-user.ts';
import { authError } from './errors.ts';
import { assertStrongPassword, hashPassword, passwordMatches } from './passwords.ts';
import { allowedRedirect, parseBody, queryOf, requestInfo, sessionSettings, transaction } from './request-helpers.ts';
import { createSession, refreshSession } from './sessions.ts';
import { findUserByEmail, insertUser, isValidEmail, normaliseEmail, userBody, userJson } from './users.ts';
import type { IdentityRow, UserRow } from './users.ts';
import { clearIn, consume } from './rate-limit.ts';
import { clientAddress } from './limits.ts';
import { limitMailTo, sendConfirmation } from './mail-endpoints.ts';
import { idTokenGrant, pkceGrant, web3Grant } from './disabled-providers.ts';

const signupBody = z.looseObject({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

export async function signup(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const body = await parseBody(req, signupBody);
  // Neither address nor phone is an anonymous sign-in (signInAnonymously), switched off like phones.
  if (!body.email && !body.phone) throw authError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  if (!body.email) throw authError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const limits = ctx.config.authLimits;
  await consume(ctx, res, `sign_in:${clientAddress(req, limits)}`, limits.signInSignUpPerAddress);
  const email = normaliseEmail(body.email);
  if (!isValidEmail(email)) throw authError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  if (!body.password) throw authError(422, 'validation_failed', 'Signup requires a valid password');
  assertStrongPassword(body.password);
  const autoconfirm = ctx.config.mailerAutoconfirm;
  if (!autoconfirm) await limitMailTo(res, ctx, email);
  const passwordHash = await hashPassword(body.password);
  const redirectTo = allowedRedirect(ctx, queryOf(req).get('redirect_to'));

  const response = await transaction(ctx, async (client) => {
    // Serialise sign-ups of one address so two concurrent requests cannot both pass the check.
    await client.query("select pg_advisory_xact_lock(hashtext('auth.signup:' || $1))", [email]);
    const existing = await findUserByEmail(client, email);
    if (existing) {
      // With autoconfirm a new address gets a session at once, so the answer cannot hide that
      // this one exists (GoTrue answers the same 422). With confirmation on, GoTrue's answer:
      // a look-alike of a new pending user, and for a still unconfirmed account a new mail.
      if (autoconfirm) throw authError(422, 'user_already_exists', 'User already registered');
      if (!existing.email_confirmed_at) await sendConfirmation(client, ctx, existing, redirectTo);
      return lookAlikePendingUser(email, body.data ?? {});
    }
    let user;
    try {
      user = await insertUser(client, { email, passwordHash, userMetadata: body.data ?? {}, confirmed: autoconfirm });
    } catch (error) {
      // A trigger on auth.users (for example the organization set-up) failed: GoTrue's answer.
      ctx.log({ level: 'error', msg: 'sign-up insert failed', error: error instanceof Error ? error.message : String(error) });
      throw authError(500, 'unexpected_failure', 'Database error saving new user');
    }
    setRequestUser(req, user.id);
    if (autoconfirm) return createSession(client, user, 'password', sessionSettings(ctx), requestInfo(req));
    const pending = await sendConfirmation(client, ctx, user, redirectTo);
    return userBody(client, pending);
  });
  sendJson(res, 200, response);
}

/** What a sign-up of a new address answers while its confirmation is pending, for an address that already has an account. */
function lookAlikePendingUser(email: string, metadata: Record<string, unknown>): Record<string, unknown> {
  const id = randomUUID();
  const now = new Date();
  const identityData = { sub: id, email, email_verified: false, phone_verified: false };
  const user: UserRow = {
    id, aud: 'authenticated', role: 'authenticated', email, encrypted_password: null, email_confirmed_at: null, invited_at: null,
    confirmation_token: null, confirmation_sent_at: now, recovery_token: null, recovery_sent_at: null, email_change_token_new: null,
    email_change: null, email_change_sent_at: null, reauthentication_token: null, reauthentication_sent_at: null, last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] }, raw_user_meta_data: { ...metadata, ...identityData },
    created_at: now, updated_at: now, phone: null, phone_confirmed_at: null, confirmed_at: null, banned_until: null, is_anonymous: false, deleted_at: null,
  };
  const identity: IdentityRow = {
    id: randomUUID(), provider_id: id, user_id: id, identity_data: identityData, provider: 'email', last_sign_in_at: now, created_at: now, updated_at: now, email,
  };
  return userJson(user, [identity]);
}

const passwordGrantBody = z.looseObject({ email: z.string().optional(), phone: z.string().optional(), password: z.string().optional() });
const refreshGrantBody = z.looseObject({ refresh_token: z.string().optional() });

type GrantOutcome = { ok: true; body: Record<string, unknown> } | { ok: false; error: ReturnType<typeof authError> };

/**
 * Two limits, so that they are no lock-out weapon (docs/security.md): every sign-in from one
 * address (a flood is refused), and unsuccessful ones per address AND account, so an attacker's
 * wrong passwords lock only the attacker's address out of that account, never the owner signing
 * in from elsewhere.
 */
async function passwordGrant(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<GrantOutcome> {
  const body = await parseBody(req, passwordGrantBody);
  if (body.phone && !body.email) throw authError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!body.email || !body.password) {
    throw authError(400, 'validation_failed', 'You must provide either an email or phone number and a password');
  }
  const email = normaliseEmail(body.email);
  const password = body.password;
  const limits = ctx.config.authLimits;
  const address = clientAddress(req, limits);
  await consume(ctx, res, `sign_in:${address}`, limits.signInSignUpPerAddress);
  // Counted before the password is compared and cleared when it matches, so parallel guesses
  // cannot all slip in under the limit while their comparisons run.
  const failures = `failed_sign_in:${address}:${email}`;
  await consume(ctx, res, failures, limits.failedSignInPerAddressAndAccount);
  // The comparison runs outside any transaction: no pooled connection waits on bcrypt.
  const user = await transaction(ctx, (client) => findUserByEmail(client, email));
  const matches = await passwordMatches(password, user?.encrypted_password);
  if (!user || !matches) return { ok: false, error: authError(400, 'invalid_credentials', 'Invalid login credentials') };
  return transaction(ctx, async (client): Promise<GrantOutcome> => {
    await clearIn(client, failures);
    const current = await findUserByEmail(client, email);
    if (!current || current.id !== user.id) return { ok: false, error: authError(400, 'invalid_credentials', 'Invalid login credentials') };
    if (!current.email_confirmed_at) return { ok: false, error: authError(400, 'email_not_confirmed', 'Email not confirmed') };
    if (current.banned_until && current.banned_until.getTime() > Date.now()) return { ok: false, error: authError(400, 'user_banned', 'User is banned') };
    setRequestUser(req, current.id);
    return { ok: true, body: await createSession(client, current, 'password', sessionSettings(ctx), requestInfo(req)) };
  });
}

async function refreshGrant(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<GrantOutcome> {
  const body = await parseBody(req, refreshGrantBody);
  const limits = ctx.config.authLimits;
  await consume(ctx, res, `token_refresh:${clientAddress(req, limits)}`, limits.tokenRefreshPerAddress);
  if (!body.refresh_token) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const presented = body.refresh_token;
  return transaction(ctx, async (client): Promise<GrantOutcome> => {
    const outcome = await refreshSession(client, presented, sessionSettings(ctx));
    if (!outcome.ok) return outcome;
    const user = outcome.session.user as { id?: unknown } | undefined;
    if (typeof user?.id === 'string') setRequestUser(req, user.id);
    return { ok: true, body: outcome.session };
  });
}

export async function token(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const grantType = queryOf(req).get('grant_type');
  let outcome: GrantOutcome;
  if (grantType === 'password') outcome = await passwordGrant(req, res, ctx);
  else if (grantType === 'refresh_token') outcome = await refreshGrant(req, res, ctx);
  else if (grantType === 'pkce') outcome = await pkceGrant(req);
  else if (grantType === 'id_token') outcome = await idTokenGrant(req);
  else if (grantType === 'web3') outcome = await web3Grant();
  else throw authError(400, 'validation_failed', 'unsupported_grant_type');
  if (!outcome.ok) throw outcome.error;
  sendJson(res, 200, outcome.body);
}
