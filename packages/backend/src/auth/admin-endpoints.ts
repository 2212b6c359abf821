// GoTrue's admin API (`/admin/users`, `/admin/generate_link`) for the service_role key: what
// `supabase.auth.admin` calls, for seeds, support tooling and tests. The OAuth server's clients and
// custom providers answer GoTrue's disabled feature; passkeys are listed (none) and not found.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PoolClient } from 'pg';
import { z } from 'zod';
import type { BackendContext } from '../context.ts';
import { sendJson } from '../http/respond.ts';
import { authError } from './errors.ts';
import { sendMailToken } from './mail-endpoints.ts';
import type { IssuedToken } from './mail-endpoints.ts';
import { customProvidersDisabled, oauthServerDisabled } from './disabled-providers.ts';
import { inviteeFor, sendInvite } from './invite-endpoint.ts';
import { assertStrongPassword, hashPassword } from './passwords.ts';
import { allowedRedirect, parseBody, queryOf, requireAdmin, transaction } from './request-helpers.ts';
import { factorJson, factorsOf, findAnyUserById, findUserByEmail, insertUser, isValidEmail, normaliseEmail, userBody } from './users.ts';
import { softDeleteUser } from './soft-delete.ts';
import { downgradeSessionsOfFactor } from './sessions.ts';
import type { UserRow } from './users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const metadata = z.record(z.string(), z.unknown());
const createBody = z.looseObject({
  email: z.string().optional(),
  password: z.string().optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadata.nullish(),
  app_metadata: metadata.nullish(),
});

async function createUser(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const body = await parseBody(req, createBody);
  if (!body.email) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const email = normaliseEmail(body.email);
  if (!isValidEmail(email)) throw authError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  if (body.password !== undefined) assertStrongPassword(body.password);
  const passwordHash = body.password === undefined ? null : await hashPassword(body.password);
  const created = await transaction(ctx, async (client) => {
    await client.query("select pg_advisory_xact_lock(hashtext('auth.signup:' || $1))", [email]);
    if (await findUserByEmail(client, email)) throw authError(422, 'email_exists', 'A user with this email address has already been registered');
    let user = await insertUser(client, { email, passwordHash, userMetadata: body.user_metadata ?? {}, confirmed: body.email_confirm === true });
    if (body.app_metadata) {
      const { rows } = await client.query<UserRow>('update auth.users set raw_app_meta_data = raw_app_meta_data || $2::jsonb where id = $1 returning *', [
        user.id,
        JSON.stringify(body.app_metadata),
      ]);
      user = rows[0] ?? user;
    }
    return userBody(client, user);
  });
  sendJson(res, 200, created);
}

async function listUsers(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const query = queryOf(req);
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const perPage = Math.min(1000, Math.max(1, Number(query.get('per_page') ?? 50) || 50));
  const { users, total } = await transaction(ctx, async (client) => {
    // Soft-deleted users are listed too, as GoTrue lists them (with their deleted_at).
    const { rows } = await client.query<UserRow>('select * from auth.users order by created_at, id limit $1 offset $2', [perPage, (page - 1) * perPage]);
    const { rows: counted } = await client.query<{ total: number }>('select count(*)::int as total from auth.users');
    return { users: await Promise.all(rows.map((row) => userBody(client, row))), total: counted[0]?.total ?? 0 };
  });
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const base = `${ctx.publicUrl()}/auth/v1/admin/users?per_page=${perPage}`;
  const links = [`<${base}&page=${lastPage}>; rel="last"`];
  if (page < lastPage) links.unshift(`<${base}&page=${page + 1}>; rel="next"`);
  sendJson(res, 200, { users, aud: 'authenticated' }, { 'x-total-count': String(total), link: links.join(', ') });
}

const updateBody = z.looseObject({
  email: z.string().optional(),
  password: z.string().optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadata.nullish(),
  app_metadata: metadata.nullish(),
  ban_duration: z.string().optional(),
});

async function updateUser(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, id: string): Promise<void> {
  const body = await parseBody(req, updateBody);
  if (body.password !== undefined) assertStrongPassword(body.password);
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  const email = body.email === undefined ? undefined : normaliseEmail(body.email);
  if (email !== undefined && !isValidEmail(email)) throw authError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  let banUntil: string | null | undefined;
  if (body.ban_duration !== undefined) {
    const hours = /^(\d+)h$/.exec(body.ban_duration);
    if (body.ban_duration === 'none') banUntil = null;
    else if (hours) banUntil = new Date(Date.now() + Number(hours[1]) * 3_600_000).toISOString();
    else throw authError(400, 'validation_failed', 'invalid format for ban duration: use "none" or hours such as "24h"');
  }
  const updated = await transaction(ctx, async (client) => {
    const user = await findAnyUserById(client, id, true);
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    if (email !== undefined && email !== user.email && (await findUserByEmail(client, email))) {
      throw authError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const { rows } = await client.query<UserRow>(
      `update auth.users set
         email = coalesce($2, email),
         encrypted_password = coalesce($3, encrypted_password),
         email_confirmed_at = case when $4::boolean is true then coalesce(email_confirmed_at, now()) when $4::boolean is false then null else email_confirmed_at end,
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || coalesce($5::jsonb, '{}'::jsonb),
         raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || coalesce($6::jsonb, '{}'::jsonb),
         banned_until = case when $7::boolean then $8::timestamptz else banned_until end,
         updated_at = now()
       where id = $1 returning *`,
      [
        id,
        email ?? null,
        passwordHash ?? null,
        body.email_confirm ?? null,
        body.user_metadata ? JSON.stringify(body.user_metadata) : null,
        body.app_metadata ? JSON.stringify(body.app_metadata) : null,
        banUntil !== undefined,
        banUntil ?? null,
      ],
    );
    const row = rows[0] ?? user;
    if (banUntil) await client.query('delete from auth.sessions where user_id = $1', [id]);
    return userBody(client, row);
  });
  sendJson(res, 200, updated);
}

async function getUserById(res: ServerResponse, ctx: BackendContext, id: string): Promise<void> {
  const body = await transaction(ctx, async (client) => {
    const user = await findAnyUserById(client, id);
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    return userBody(client, user);
  });
  sendJson(res, 200, body);
}

const deleteBody = z.looseObject({ should_soft_delete: z.boolean().optional() });

/** GoTrue answers `{}` for a hard and a soft delete alike. */
async function deleteUser(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, id: string): Promise<void> {
  const body = await parseBody(req, deleteBody);
  await transaction(ctx, async (client) => {
    const user = await findAnyUserById(client, id, true);
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    if (body.should_soft_delete === true) await softDeleteUser(client, id);
    // Hard delete, GoTrue's default: sessions and identities go with the row (cascades).
    else await client.query('delete from auth.users where id = $1', [id]);
  });
  sendJson(res, 200, {});
}

/** GET /admin/users/<id>/factors: every factor of the user (support, when a phone is lost). */
async function listFactors(res: ServerResponse, ctx: BackendContext, id: string): Promise<void> {
  const factors = await transaction(ctx, async (client) => {
    if (!(await findAnyUserById(client, id))) throw authError(404, 'user_not_found', 'User not found');
    return (await factorsOf(client, id)).map(factorJson);
  });
  sendJson(res, 200, factors);
}

/** DELETE /admin/users/<id>/factors/<factor id>: removes a factor whatever its state; the sessions that proved it drop to aal1. */
async function deleteFactor(res: ServerResponse, ctx: BackendContext, id: string, factorId: string): Promise<void> {
  const removed = await transaction(ctx, async (client) => {
    const factor = (await factorsOf(client, id)).find((candidate) => candidate.id === factorId.toLowerCase());
    if (!factor) throw authError(404, 'mfa_factor_not_found', 'Factor not found');
    await client.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    await downgradeSessionsOfFactor(client, factor.id);
    return factorJson(factor);
  });
  sendJson(res, 200, removed);
}

const linkBody = z.looseObject({
  type: z.string().optional(),
  email: z.string().optional(),
  password: z.string().optional(),
  data: metadata.nullish(),
  redirect_to: z.string().optional(),
});

type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery';
const LINK_TYPES: readonly LinkType[] = ['signup', 'invite', 'magiclink', 'recovery'];

/** The account a link is for: created for a sign-up or an invite, an existing one otherwise. */
async function linkTarget(client: PoolClient, type: LinkType, email: string, passwordHash: string | null, data: Record<string, unknown>): Promise<UserRow> {
  if (type === 'invite') return inviteeFor(client, email, data);
  await client.query("select pg_advisory_xact_lock(hashtext('auth.signup:' || $1))", [email]);
  const user = await findUserByEmail(client, email, true);
  if (type === 'signup') {
    if (user) throw authError(422, 'email_exists', 'A user with this email address has already been registered');
    return insertUser(client, { email, passwordHash, userMetadata: data, confirmed: false });
  }
  if (!user) throw authError(404, 'user_not_found', 'User with this email not found');
  return user;
}

function issueLink(client: PoolClient, ctx: BackendContext, type: LinkType, user: UserRow, redirectTo: string): Promise<IssuedToken> {
  if (type === 'invite') return sendInvite(client, ctx, user, redirectTo);
  const column = type === 'signup' || !user.email_confirmed_at ? 'confirmation_token' : 'recovery_token';
  return sendMailToken(client, ctx, user, column, type === 'recovery' ? 'recovery' : type === 'signup' ? 'confirmation' : 'magiclink', type, redirectTo);
}

async function generateLink(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const body = await parseBody(req, linkBody);
  const type = LINK_TYPES.find((known) => known === body.type);
  if (!type) throw authError(400, 'validation_failed', 'Invalid or unsupported link type: use signup, invite, magiclink or recovery');
  if (!body.email || !isValidEmail(normaliseEmail(body.email))) throw authError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  const email = normaliseEmail(body.email);
  const redirectTo = allowedRedirect(ctx, body.redirect_to ?? queryOf(req).get('redirect_to'));
  if (type === 'signup' && body.password !== undefined) assertStrongPassword(body.password);
  const passwordHash = type === 'signup' && body.password !== undefined ? await hashPassword(body.password) : null;
  const result = await transaction(ctx, async (client) => {
    const user = await linkTarget(client, type, email, passwordHash, body.data ?? {});
    const issued = await issueLink(client, ctx, type, user, redirectTo);
    return {
      ...(await userBody(client, issued.user)),
      action_link: issued.link,
      email_otp: issued.otp,
      hashed_token: issued.hash,
      verification_type: type,
      redirect_to: redirectTo,
    };
  });
  sendJson(res, 200, result);
}

/** GET /admin/users/<id>/passkeys: nobody can register a passkey here, so every list is empty. */
async function listPasskeys(res: ServerResponse, ctx: BackendContext, id: string): Promise<void> {
  await transaction(ctx, async (client) => {
    if (!(await findAnyUserById(client, id))) throw authError(404, 'user_not_found', 'User not found');
  });
  sendJson(res, 200, []);
}

/** DELETE /admin/users/<id>/passkeys/<passkey id>: there is none to delete. */
async function deletePasskey(ctx: BackendContext, id: string): Promise<void> {
  await transaction(ctx, async (client) => {
    if (!(await findAnyUserById(client, id))) throw authError(404, 'user_not_found', 'User not found');
  });
  throw authError(404, 'validation_failed', 'Passkey not found');
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Routes `/admin/...`; every call needs the service_role key as its bearer. */
export async function adminEndpoint(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, subpath: string): Promise<void> {
  requireAdmin(req, ctx);
  const method = req.method ?? 'GET';
  if (subpath === '/admin/users' && method === 'POST') return createUser(req, res, ctx);
  if (subpath === '/admin/users' && method === 'GET') return listUsers(req, res, ctx);
  if (subpath === '/admin/generate_link' && method === 'POST') return generateLink(req, res, ctx);
  if (isUnder(subpath, '/admin/oauth')) throw oauthServerDisabled();
  if (isUnder(subpath, '/admin/custom-providers')) throw customProvidersDisabled();
  const passkeyMatch = /^\/admin\/users\/([^/]+)\/passkeys(?:\/([^/]+))?$/.exec(subpath);
  if (passkeyMatch) {
    const id = passkeyMatch[1] ?? '';
    if (!UUID.test(id)) throw authError(404, 'user_not_found', 'User not found');
    if (passkeyMatch[2] === undefined && method === 'GET') return listPasskeys(res, ctx, id);
    if (passkeyMatch[2] !== undefined && method === 'DELETE') return deletePasskey(ctx, id);
  }
  const factorMatch = /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/.exec(subpath);
  if (factorMatch) {
    const id = factorMatch[1] ?? '';
    const factorId = factorMatch[2];
    if (!UUID.test(id)) throw authError(404, 'user_not_found', 'User not found');
    if (factorId === undefined && method === 'GET') return listFactors(res, ctx, id);
    if (factorId !== undefined && method === 'DELETE') return deleteFactor(res, ctx, id, factorId);
  }
  const match = /^\/admin\/users\/([^/]+)$/.exec(subpath);
  if (match) {
    const id = match[1] ?? '';
    if (!UUID.test(id)) throw authError(404, 'user_not_found', 'User not found');
    if (method === 'GET') return getUserById(res, ctx, id);
    if (method === 'PUT') return updateUser(req, res, ctx, id);
    if (method === 'DELETE') return deleteUser(req, res, ctx, id);
  }
  throw authError(404, 'not_found', 'Not Found');
}
