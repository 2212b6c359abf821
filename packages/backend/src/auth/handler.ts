// Auth API (`/auth/v1`): GoTrue's endpoints with its wire shapes, state in Postgres only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiHandler, BackendContext } from '../context.ts';
import { bearerToken, sendJson } from '../http/respond.ts';
import { verifyJwt } from './jwt.ts';
import { authError } from './errors.ts';
import { readOutbox } from './outbox.ts';
import { signup, token } from './password-endpoints.ts';
import { otp, recover, resend, verifyGet, verifyPost } from './mail-endpoints.ts';
import { getUser, logout, putUser, reauthenticate } from './user-endpoints.ts';
import { adminEndpoint } from './admin-endpoints.ts';
import { mfaEndpoint } from './mfa-endpoints.ts';
import { invite } from './invite-endpoint.ts';
import { linkIdentity, unlinkIdentity } from './identity-endpoints.ts';
import { disabledFeatureAt, externalProviderRedirect, oauthServerDisabled } from './disabled-providers.ts';
import { currentUser } from './user-endpoints.ts';
import { queryOf, requireUserClaims, transaction } from './request-helpers.ts';

type Endpoint = (req: IncomingMessage, res: ServerResponse, ctx: BackendContext) => Promise<void>;

async function settings(_req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  sendJson(res, 200, {
    external: { anonymous_users: false, email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: ctx.config.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

/**
 * GET /.well-known/jwks.json: the public keys tokens are signed with. An HS256 secret is no public
 * key, so the set is empty, as GoTrue's; getClaims() then checks a token with GET /user.
 */
async function jwks(_req: IncomingMessage, res: ServerResponse): Promise<void> {
  sendJson(res, 200, { keys: [] }, { 'cache-control': 'public, max-age=600' });
}

/** /user/oauth/grants (oauth.listGrants, oauth.revokeGrant): the signed-in user's, then GoTrue's disabled OAuth server. */
async function oauthGrants(req: IncomingMessage, _res: ServerResponse, ctx: BackendContext): Promise<void> {
  const claims = requireUserClaims(req, ctx);
  await transaction(ctx, (client) => currentUser(client, claims, false));
  throw oauthServerDisabled();
}

async function health(_req: IncomingMessage, res: ServerResponse): Promise<void> {
  sendJson(res, 200, { version: 'missionbase', name: 'GoTrue', description: 'GoTrue-compatible auth of the Missionbase local platform' });
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * GET /dev/outbox?email=&limit=: the development mailbox. It holds every account's codes, so it
 * would be an account-takeover path anywhere but a developer's own machine: served only outside
 * production, only to a loopback client, only with the service_role key, and never to a browser
 * page of another origin (no CORS headers; a request carrying an Origin is refused).
 */
async function devOutbox(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  for (const header of ['access-control-allow-origin', 'access-control-allow-credentials', 'access-control-expose-headers']) res.removeHeader(header);
  const notFound = authError(404, 'not_found', 'Not Found');
  if (ctx.config.production || !isLoopback(req.socket.remoteAddress)) throw notFound;
  if (req.headers.origin !== undefined) throw authError(403, 'not_admin', 'The development outbox is not served to web pages');
  const token = bearerToken(req);
  if (token === undefined) throw authError(401, 'no_authorization', 'The development outbox requires the service_role key');
  const verified = verifyJwt(token, ctx.config.jwtSecret);
  if (!verified.ok || verified.claims.role !== 'service_role') throw authError(403, 'not_admin', 'The development outbox requires the service_role key');
  const query = queryOf(req);
  const limit = Math.min(Math.max(Number(query.get('limit') ?? 50) || 50, 1), 500);
  const mails = await transaction(ctx, (client) => readOutbox(client, query.get('email') ?? undefined, limit));
  sendJson(res, 200, mails, { 'cache-control': 'no-store' });
}

const ENDPOINTS: Record<string, Endpoint> = {
  'POST /signup': signup,
  'POST /token': token,
  'POST /logout': logout,
  'GET /user': getUser,
  'PUT /user': putUser,
  'GET /reauthenticate': reauthenticate,
  'POST /recover': recover,
  'POST /otp': otp,
  'POST /magiclink': otp,
  'POST /verify': verifyPost,
  'GET /verify': verifyGet,
  'POST /resend': resend,
  'GET /settings': settings,
  'GET /health': health,
  'GET /dev/outbox': devOutbox,
  'GET /.well-known/jwks.json': jwks,
  'POST /invite': invite,
  'GET /authorize': externalProviderRedirect,
  'GET /user/identities/authorize': linkIdentity,
  'GET /user/oauth/grants': oauthGrants,
  'DELETE /user/oauth/grants': oauthGrants,
};

const IDENTITY = /^\/user\/identities\/([^/]+)$/;

export const authHandler: ApiHandler = async (req, res, subpath, ctx) => {
  // supabase-js reads string error codes from `code` only when the response carries this version.
  res.setHeader('x-supabase-api-version', '2024-01-01');
  const path = subpath.replace(/\/+$/, '');
  const disabled = disabledFeatureAt(path);
  if (disabled) throw disabled;
  if (path.startsWith('/admin/')) return adminEndpoint(req, res, ctx, path);
  if (path.startsWith('/factors') && (await mfaEndpoint(req, res, ctx, path))) return;
  const identity = IDENTITY.exec(path);
  if (identity && req.method === 'DELETE' && identity[1] !== 'authorize') return unlinkIdentity(req, res, ctx, identity[1] ?? '');
  const endpoint = ENDPOINTS[`${req.method ?? 'GET'} ${path}`];
  if (!endpoint) throw authError(404, 'not_found', 'Not Found');
  await endpoint(req, res, ctx);
};
