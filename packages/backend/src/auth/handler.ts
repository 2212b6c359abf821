// Auth API (`/auth/v1`): GoTrue's endpoints with its wire shapes, state in Postgres only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiHandler, BackendContext } from '../context.ts';
import { sendJson } from '../http/respond.ts';
import { authError } from './errors.ts';
import { readOutbox } from './outbox.ts';
import { signup, token } from './password-endpoints.ts';
import { otp, recover, resend, verifyGet, verifyPost } from './mail-endpoints.ts';
import { getUser, logout, putUser, reauthenticate } from './user-endpoints.ts';
import { queryOf, transaction } from './request-helpers.ts';
import { adminEndpoint } from './admin-endpoints.ts';

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

async function health(_req: IncomingMessage, res: ServerResponse): Promise<void> {
  sendJson(res, 200, { version: 'missionbase', name: 'GoTrue', description: 'GoTrue-compatible auth of the Missionbase local platform' });
}

/** GET /dev/outbox?email=&limit=: the development mailbox. Not served in production. */
async function devOutbox(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  if (ctx.config.production) throw authError(404, 'not_found', 'Not Found');
  const query = queryOf(req);
  const limit = Math.min(Math.max(Number(query.get('limit') ?? 50) || 50, 1), 500);
  const mails = await transaction(ctx, (client) => readOutbox(client, query.get('email') ?? undefined, limit));
  sendJson(res, 200, mails);
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
};

export const authHandler: ApiHandler = async (req, res, subpath, ctx) => {
  // supabase-js reads string error codes from `code` only when the response carries this version.
  res.setHeader('x-supabase-api-version', '2024-01-01');
  const path = subpath.replace(/\/+$/, '');
  if (path.startsWith('/admin/')) return adminEndpoint(req, res, ctx, path);
  const endpoint = ENDPOINTS[`${req.method ?? 'GET'} ${path}`];
  if (!endpoint) throw authError(404, 'not_found', 'Not Found');
  await endpoint(req, res, ctx);
};
