// POST /invite (supabase.auth.admin.inviteUserByEmail): creates the user, unconfirmed and without a
// password, and mails an invite link and code; following it (or verifyOtp with type `invite`)
// confirms the address and signs the user in. Service_role only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PoolClient } from 'pg';
import { z } from 'zod';
import type { BackendContext } from '../context.ts';
import { sendJson } from '../http/respond.ts';
import { authError } from './errors.ts';
import { sendMailToken } from './mail-endpoints.ts';
import type { IssuedToken } from './mail-endpoints.ts';
import { allowedRedirect, parseBody, queryOf, requireAdmin, transaction } from './request-helpers.ts';
import { findUserByEmail, insertUser, isValidEmail, normaliseEmail, userBody } from './users.ts';
import type { UserRow } from './users.ts';

const inviteBody = z.looseObject({
  email: z.string().optional(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

function invitedEmail(email: string | undefined): string {
  if (!email) throw authError(400, 'validation_failed', 'An email address is required');
  const normalised = normaliseEmail(email);
  if (!isValidEmail(normalised)) throw authError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  return normalised;
}

/**
 * The account an invite goes to: a new one, or one whose address is still unconfirmed (GoTrue
 * invites it again). A confirmed account is refused.
 */
export async function inviteeFor(client: PoolClient, email: string, metadata: Record<string, unknown>): Promise<UserRow> {
  await client.query("select pg_advisory_xact_lock(hashtext('auth.signup:' || $1))", [email]);
  const existing = await findUserByEmail(client, email, true);
  if (existing?.email_confirmed_at) throw authError(422, 'email_exists', 'A user with this email address has already been registered');
  return existing ?? insertUser(client, { email, passwordHash: null, userMetadata: metadata, confirmed: false });
}

/** Stores a fresh invite code on the account, marks it invited, and mails code and link. */
export async function sendInvite(client: PoolClient, ctx: BackendContext, user: UserRow, redirectTo: string): Promise<IssuedToken> {
  await client.query('update auth.users set invited_at = now() where id = $1', [user.id]);
  return sendMailToken(client, ctx, user, 'confirmation_token', 'invite', 'invite', redirectTo);
}

export async function invite(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  requireAdmin(req, ctx);
  const body = await parseBody(req, inviteBody);
  const email = invitedEmail(body.email);
  const redirectTo = allowedRedirect(ctx, queryOf(req).get('redirect_to'));
  const invited = await transaction(ctx, async (client) => {
    const user = await inviteeFor(client, email, body.data ?? {});
    const issued = await sendInvite(client, ctx, user, redirectTo);
    return userBody(client, issued.user);
  });
  sendJson(res, 200, invited);
}
