// The e-mail flows: POST /recover, /otp, /resend send a code and a link to the dev outbox;
// POST /verify (code or token hash) and GET /verify (the link) turn them into a session.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PoolClient } from 'pg';
import { z } from 'zod';
import type { BackendContext } from '../context.ts';
import { sendJson } from '../http/respond.ts';
import type { HttpError } from '../http/respond.ts';
import { authError } from './errors.ts';
import { sendMail } from './outbox.ts';
import type { MailKind } from './outbox.ts';
import { allowedRedirect, parseBody, queryOf, requestInfo, sessionSettings, transaction } from './request-helpers.ts';
import { createSession } from './sessions.ts';
import type { AuthMethod } from './sessions.ts';
import { newOtp, otpHash } from './tokens.ts';
import { clientAddress } from './limits.ts';
import { clearIn, consume, consumeIn, isExhaustedIn, tooManyMails } from './rate-limit.ts';
import { findUserByEmail, insertUser, isValidEmail, normaliseEmail } from './users.ts';
import type { UserRow } from './users.ts';
import { setRequestUser } from '../http/request-user.ts';

/** GoTrue's default OTP and link lifetime. */
export const OTP_TTL_SECONDS = 3600;

export type TokenColumn = 'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'reauthentication_token';
const SENT_AT: Record<TokenColumn, string> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_new: 'email_change_sent_at',
  reauthentication_token: 'reauthentication_sent_at',
};

function verifyLink(ctx: BackendContext, hash: string, type: string, redirectTo: string): string {
  const params = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
  return `${ctx.publicUrl()}/auth/v1/verify?${params.toString()}`;
}

export interface IssuedToken {
  user: UserRow;
  otp: string;
  hash: string;
  link: string;
}

/** Stores a fresh code's hash in the user's token column and mails code and link. */
export async function sendMailToken(
  client: PoolClient,
  ctx: BackendContext,
  user: UserRow,
  column: TokenColumn,
  kind: MailKind,
  linkType: string,
  redirectTo: string,
  recipient: string = user.email ?? '',
): Promise<IssuedToken> {
  const otp = newOtp();
  const hash = otpHash(ctx.config.jwtSecret, normaliseEmail(recipient), otp);
  // A fresh code starts with a fresh allowance of wrong attempts.
  await clearIn(client, otpAttemptsKey(recipient));
  // The column names come from the closed TokenColumn type above, never from input.
  const { rows } = await client.query<UserRow>(`update auth.users set ${column} = $2, ${SENT_AT[column]} = now(), updated_at = now() where id = $1 returning *`, [
    user.id,
    hash,
  ]);
  const link = verifyLink(ctx, hash, linkType, redirectTo);
  await sendMail(client, { recipient, kind, otp, link });
  return { user: rows[0] ?? user, otp, hash, link };
}

async function issueToken(
  client: PoolClient,
  ctx: BackendContext,
  user: UserRow,
  column: TokenColumn,
  recipient: string,
  kind: MailKind,
  linkType: string,
  redirectTo: string,
): Promise<UserRow> {
  return (await sendMailToken(client, ctx, user, column, kind, linkType, redirectTo, recipient)).user;
}

export function sendConfirmation(client: PoolClient, ctx: BackendContext, user: UserRow, redirectTo: string): Promise<UserRow> {
  return issueToken(client, ctx, user, 'confirmation_token', user.email ?? '', 'confirmation', 'signup', redirectTo);
}

export function sendEmailChange(client: PoolClient, ctx: BackendContext, user: UserRow, newEmail: string, redirectTo: string): Promise<UserRow> {
  return issueToken(client, ctx, user, 'email_change_token_new', newEmail, 'email_change', 'email_change', redirectTo);
}

const emailBody = z.looseObject({ email: z.string().optional() });

function otpAttemptsKey(email: string): string {
  return `otp_attempts:${normaliseEmail(email)}`;
}

/**
 * The limits of an endpoint that mails a code: requests per client address, then mails per
 * recipient (counted whether or not the address has an account, so the answer tells nothing).
 */
export async function limitMailRequest(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, recipient: string): Promise<void> {
  const limits = ctx.config.authLimits;
  await consume(ctx, res, `mail_request:${clientAddress(req, limits)}`, limits.mailRequestPerAddress);
  await limitMailTo(res, ctx, recipient);
}

/** Mails per recipient only (GoTrue's SMTP max frequency): for a signed-in user's own requests. */
export async function limitMailTo(res: ServerResponse, ctx: BackendContext, recipient: string): Promise<void> {
  await consume(ctx, res, `mail_to:${normaliseEmail(recipient)}`, ctx.config.authLimits.mailPerRecipient, tooManyMails);
}

function requireEmail(email: string | undefined): string {
  if (!email) throw authError(400, 'validation_failed', 'An email address is required');
  const normalised = normaliseEmail(email);
  if (!isValidEmail(normalised)) throw authError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  return normalised;
}

export async function recover(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const email = requireEmail((await parseBody(req, emailBody)).email);
  const redirectTo = allowedRedirect(ctx, queryOf(req).get('redirect_to'));
  await limitMailRequest(req, res, ctx, email);
  await transaction(ctx, async (client) => {
    const user = await findUserByEmail(client, email, true);
    // Unknown addresses get the same answer, so the endpoint does not reveal who has an account.
    if (user) await issueToken(client, ctx, user, 'recovery_token', email, 'recovery', 'recovery', redirectTo);
  });
  sendJson(res, 200, {});
}

const otpBody = z.looseObject({
  email: z.string().optional(),
  phone: z.string().optional(),
  data: z.record(z.string(), z.unknown()).nullish(),
  create_user: z.boolean().optional(),
});

export async function otp(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const body = await parseBody(req, otpBody);
  if (body.phone && !body.email) throw authError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  const email = requireEmail(body.email);
  const redirectTo = allowedRedirect(ctx, queryOf(req).get('redirect_to'));
  await limitMailRequest(req, res, ctx, email);
  await transaction(ctx, async (client) => {
    await client.query("select pg_advisory_xact_lock(hashtext('auth.signup:' || $1))", [email]);
    const existing = await findUserByEmail(client, email, true);
    if (existing) {
      if (existing.email_confirmed_at) await issueToken(client, ctx, existing, 'recovery_token', email, 'magiclink', 'magiclink', redirectTo);
      else await sendConfirmation(client, ctx, existing, redirectTo);
      return;
    }
    // GoTrue answers 422 otp_disabled here, which tells the caller the address has no account:
    // the same empty 200 as for a registered address, and no mail.
    if (body.create_user === false) return;
    const created = await insertUser(client, { email, passwordHash: null, userMetadata: body.data ?? {}, confirmed: false });
    await sendConfirmation(client, ctx, created, redirectTo);
  });
  sendJson(res, 200, {});
}

/** The types of a code sent by SMS: with no phone provider, no such code exists. */
function isPhoneOtpType(type: string | undefined): boolean {
  return type === 'sms' || type === 'phone_change';
}

const resendBody = z.looseObject({ email: z.string().optional(), type: z.string().optional() });

export async function resend(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const body = await parseBody(req, resendBody);
  if (isPhoneOtpType(body.type)) throw authError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  if (body.type !== 'signup' && body.type !== 'email_change') {
    throw authError(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  }
  const email = requireEmail(body.email);
  const redirectTo = allowedRedirect(ctx, queryOf(req).get('redirect_to'));
  await limitMailRequest(req, res, ctx, email);
  await transaction(ctx, async (client) => {
    if (body.type === 'signup') {
      const user = await findUserByEmail(client, email, true);
      if (user && !user.email_confirmed_at) await sendConfirmation(client, ctx, user, redirectTo);
      return;
    }
    // An e-mail change is resent to the new address, which is what the caller names.
    const { rows } = await client.query<UserRow>("select * from auth.users where lower(email_change) = $1 and email_change <> '' for update", [email]);
    const user = rows[0];
    if (user) await sendEmailChange(client, ctx, user, email, redirectTo);
  });
  sendJson(res, 200, {});
}

const EMAIL_OTP_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] as const;
type EmailOtpType = (typeof EMAIL_OTP_TYPES)[number];

/** Which token columns a verification type may match, as GoTrue checks them. */
const COLUMNS_FOR: Record<EmailOtpType, Exclude<TokenColumn, 'reauthentication_token'>[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['recovery_token', 'confirmation_token'],
  recovery: ['recovery_token'],
  email_change: ['email_change_token_new'],
  email: ['confirmation_token', 'recovery_token', 'email_change_token_new'],
};

const METHOD_FOR: Record<Exclude<TokenColumn, 'reauthentication_token'>, AuthMethod> = {
  confirmation_token: 'otp',
  recovery_token: 'recovery',
  email_change_token_new: 'email_change',
};

interface Verification {
  type: string | undefined;
  email: string | undefined;
  token: string | undefined;
  tokenHash: string | undefined;
}

type VerifyOutcome = { ok: true; session: Record<string, unknown> } | { ok: false; error: HttpError };

/** Voids every pending code of an address: what too many wrong guesses cost. */
export async function voidCodes(client: PoolClient, email: string): Promise<void> {
  await client.query("update auth.users set confirmation_token = '', recovery_token = '', reauthentication_token = '' where lower(email) = $1", [email]);
  await client.query("update auth.users set email_change_token_new = '' where lower(email_change) = $1", [email]);
  await clearIn(client, otpAttemptsKey(email));
}

/**
 * Counts one code attempt for an address (in the caller's transaction). False once the address
 * has had its allowance of attempts since its code was issued: its codes are then voided.
 */
export async function spendCodeAttempt(client: PoolClient, ctx: BackendContext, email: string): Promise<boolean> {
  const allowance = { limit: ctx.config.authLimits.otpMaxAttempts, windowSeconds: OTP_TTL_SECONDS };
  const attempt = await consumeIn(client, otpAttemptsKey(email), allowance);
  if (!attempt.ok) await voidCodes(client, email);
  return attempt.ok;
}

/** After a wrong code: the code dies as soon as the allowance is used up (a link cannot rescue it either). */
export async function afterWrongCode(client: PoolClient, ctx: BackendContext, email: string): Promise<void> {
  const allowance = { limit: ctx.config.authLimits.otpMaxAttempts, windowSeconds: OTP_TTL_SECONDS };
  if (await isExhaustedIn(client, otpAttemptsKey(email), allowance)) await voidCodes(client, email);
}

async function verifyToken(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, input: Verification): Promise<VerifyOutcome> {
  const type = EMAIL_OTP_TYPES.find((known) => known === input.type);
  const expired = authError(403, 'otp_expired', 'Token has expired or is invalid');
  if (!type && !isPhoneOtpType(input.type)) return { ok: false, error: authError(400, 'validation_failed', 'Verify requires a verification type') };
  const limits = ctx.config.authLimits;
  await consume(ctx, res, `verify:${clientAddress(req, limits)}`, limits.verifyPerAddress);
  if (!type) return { ok: false, error: expired };
  let hash: string;
  // A six-digit code is guessable, so codes typed for an address are counted per address; a
  // token hash (from a link) is keyed with the installation's secret and cannot be guessed.
  let guessedFor: string | undefined;
  if (input.tokenHash) hash = input.tokenHash;
  else if (input.token && input.email) {
    guessedFor = normaliseEmail(input.email);
    hash = otpHash(ctx.config.jwtSecret, guessedFor, input.token.trim());
  } else return { ok: false, error: authError(400, 'validation_failed', 'Verify requires either a token or a token hash') };

  return transaction(ctx, async (client): Promise<VerifyOutcome> => {
    if (guessedFor !== undefined && !(await spendCodeAttempt(client, ctx, guessedFor))) return { ok: false, error: expired };
    for (const column of COLUMNS_FOR[type]) {
      const { rows } = await client.query<UserRow & { sent_at: Date | null }>(
        `select *, ${SENT_AT[column]} as sent_at from auth.users where ${column} = $1 and deleted_at is null for update`,
        [hash],
      );
      const user = rows[0];
      if (!user) continue;
      if (!user.sent_at || Date.now() - user.sent_at.getTime() > OTP_TTL_SECONDS * 1000) return { ok: false, error: expired };
      let updated: UserRow | undefined;
      if (column === 'email_change_token_new') {
        const newEmail = user.email_change ?? '';
        if (await findUserByEmail(client, newEmail)) {
          return { ok: false, error: authError(422, 'user_already_exists', 'A user with this email address has already been registered') };
        }
        ({ rows: [updated] } = await client.query<UserRow>(
          `update auth.users set email = email_change, email_change = '', email_change_token_new = '', email_change_confirm_status = 0,
                  raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('email', email_change::text),
                  updated_at = now()
            where id = $1 returning *`,
          [user.id],
        ));
        await client.query(
          "update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now() where user_id = $1 and provider = 'email'",
          [user.id, newEmail],
        );
      } else {
        ({ rows: [updated] } = await client.query<UserRow>(
          `update auth.users set ${column} = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
                  raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
                  updated_at = now()
            where id = $1 returning *`,
          [user.id],
        ));
      }
      if (!updated) return { ok: false, error: expired };
      if (guessedFor !== undefined) await clearIn(client, otpAttemptsKey(guessedFor));
      setRequestUser(req, updated.id);
      return { ok: true, session: await createSession(client, updated, METHOD_FOR[column], sessionSettings(ctx), requestInfo(req)) };
    }
    if (guessedFor !== undefined) await afterWrongCode(client, ctx, guessedFor);
    return { ok: false, error: expired };
  });
}

const verifyBody = z.looseObject({
  type: z.string().optional(),
  email: z.string().optional(),
  token: z.string().optional(),
  token_hash: z.string().optional(),
});

export async function verifyPost(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const body = await parseBody(req, verifyBody);
  const outcome = await verifyToken(req, res, ctx, { type: body.type, email: body.email, token: body.token, tokenHash: body.token_hash });
  if (!outcome.ok) throw outcome.error;
  sendJson(res, 200, outcome.session);
}

/** The link in a mail: verify, then send the browser on with the session in the URL fragment (implicit flow). */
export async function verifyGet(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const query = queryOf(req);
  const type = query.get('type') ?? undefined;
  const redirectTo = allowedRedirect(ctx, query.get('redirect_to'));
  const outcome = await verifyToken(req, res, ctx, { type, email: undefined, token: undefined, tokenHash: query.get('token') ?? undefined });
  const fragment = new URLSearchParams();
  if (outcome.ok) {
    for (const key of ['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type'] as const) {
      fragment.set(key, String(outcome.session[key]));
    }
    fragment.set('type', type ?? '');
  } else {
    const body = outcome.error.body;
    fragment.set('error', outcome.error.status === 403 ? 'access_denied' : 'invalid_request');
    fragment.set('error_code', String(body.error_code ?? 'unexpected_failure'));
    fragment.set('error_description', String(body.msg ?? 'Verification failed'));
  }
  res.writeHead(303, { location: `${redirectTo.split('#')[0]}#${fragment.toString()}` });
  res.end();
}
