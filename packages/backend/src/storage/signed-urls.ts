// Signed URLs: `POST /object/sign/<bucket>/<name>` (and the batch form) issue a short-lived token
// for an object the caller may read; `GET /object/sign/...?token=` serves it to anyone holding it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { signJwt, verifyJwt } from '../auth/jwt.ts';
import type { BackendContext } from '../context.ts';
import { readJson, sendJson } from '../http/respond.ts';
import { storageError } from './errors.ts';
import { servePlatformObject, visibleObject } from './objects.ts';
import { assertObjectName } from './paths.ts';

const MAX_EXPIRES_IN = 60 * 60 * 24 * 365;

function expiresIn(value: unknown): number {
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_EXPIRES_IN) throw storageError(400, 'Invalid Input', 'expiresIn must be a whole number of seconds');
  return seconds;
}

function encodePath(bucket: string, name: string): string {
  return [bucket, ...name.split('/')].map((segment) => encodeURIComponent(segment)).join('/');
}

function signedUrl(ctx: BackendContext, bucket: string, name: string, seconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  const token = signJwt({ role: 'signed_url', url: `${bucket}/${name}`, iat: now, exp: now + seconds }, ctx.config.jwtSecret);
  return `/object/sign/${encodePath(bucket, name)}?token=${token}`;
}

function body(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw storageError(400, 'Invalid Input', 'The body must be a JSON object');
  return value as Record<string, unknown>;
}

export async function signObject(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, bucket: string, name: string): Promise<void> {
  const claims = ctx.claimsFor(req);
  const seconds = expiresIn(body(await readJson(req)).expiresIn);
  if (!(await visibleObject(ctx, claims, bucket, name))) throw storageError(404, 'not_found', 'Object not found');
  sendJson(res, 200, { signedURL: signedUrl(ctx, bucket, name, seconds) });
}

export async function signObjects(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, bucket: string): Promise<void> {
  const claims = ctx.claimsFor(req);
  const input = body(await readJson(req));
  const seconds = expiresIn(input.expiresIn);
  if (!Array.isArray(input.paths) || input.paths.length > 1000) throw storageError(400, 'Invalid Input', 'paths must be a list of at most 1000 names');
  const results = [];
  for (const path of input.paths as unknown[]) {
    const name = typeof path === 'string' ? path : '';
    const visible = await Promise.resolve()
      .then(() => visibleObject(ctx, claims, bucket, assertObjectName(name)))
      .then(
      (row) => row !== undefined,
      () => false,
    );
    results.push(
      visible
        ? { error: null, path: name, signedURL: signedUrl(ctx, bucket, name, seconds) }
        : { error: 'Either the object does not exist or you do not have access to it', path: name, signedURL: null },
    );
  }
  sendJson(res, 200, results);
}

export async function serveSigned(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, bucket: string, name: string, query: URLSearchParams): Promise<void> {
  const token = query.get('token');
  if (!token) throw storageError(400, 'InvalidSignature', 'Querystring must have required property token');
  const result = verifyJwt(token, ctx.config.jwtSecret);
  if (!result.ok) throw storageError(400, 'InvalidJWT', result.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  if (result.claims.url !== `${bucket}/${name}`) throw storageError(400, 'InvalidSignature', 'The url do not match the signature');
  await servePlatformObject(req, res, ctx, bucket, name, query);
}
