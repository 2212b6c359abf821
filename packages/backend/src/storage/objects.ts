// Object endpoints (`/object/...`): upload/upsert, download, info, remove, move and copy. Every
// metadata read and write runs AS THE CALLER (withRequestTransaction), so storage.objects RLS
// policies decide exactly as on Supabase; files follow the committed rows.
import { OBJECT_SECURITY_HEADERS, assertNoActiveContent } from './active-content.ts';
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PoolClient } from 'pg';
import type { JwtClaims } from '../auth/jwt.ts';
import type { BackendContext } from '../context.ts';
import { withRequestTransaction } from '../db/request-transaction.ts';
import { readJson, sendJson } from '../http/respond.ts';
import type { HttpError } from '../http/respond.ts';
import { findBucket } from './buckets.ts';
import { copyInto, openVersion, place, removeFile, removeVersion, writeTemp } from './disk.ts';
import { bucketNotFound, fromPgError, objectNotFound, storageError } from './errors.ts';
import { assertBucketId, assertObjectName, versionFile } from './paths.ts';
import { mimeAllowed, readUpload } from './upload-body.ts';

/** Supabase's default upload limit; a bucket's file_size_limit may lower it. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  version: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

const OBJECT_COLUMNS = 'id, bucket_id, name, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

function ownerOf(claims: JwtClaims): { owner: string | null; ownerId: string | null } {
  const sub = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  return { owner: sub && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null, ownerId: sub };
}

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw storageError(400, 'Invalid Input', 'The body must be a JSON object');
  return value as Record<string, unknown>;
}

async function asCaller<T>(ctx: BackendContext, claims: JwtClaims, work: (client: PoolClient) => Promise<T>, duplicate?: () => HttpError): Promise<T> {
  try {
    return await withRequestTransaction(ctx.pool, claims, work);
  } catch (error) {
    throw duplicate ? fromPgError(error, duplicate) : fromPgError(error);
  }
}

export async function uploadObject(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, bucketId: string, name: string, upsert: boolean): Promise<void> {
  const claims = ctx.claimsFor(req);
  const bucket = await findBucket(ctx, bucketId);
  if (!bucket) throw bucketNotFound();
  const limit = Math.min(bucket.file_size_limit ?? MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES);
  const upload = await readUpload(req, limit);
  if (!mimeAllowed(upload.contentType, bucket.allowed_mime_types)) {
    throw storageError(415, 'invalid_mime_type', `mime type ${upload.contentType} is not supported`);
  }
  assertNoActiveContent(upload.contentType, upload.data);
  const version = randomUUID();
  const now = new Date();
  const metadata = {
    eTag: `"${createHash('md5').update(upload.data).digest('hex')}"`,
    size: upload.data.length,
    mimetype: upload.contentType,
    cacheControl: upload.cacheControl,
    lastModified: now.toISOString(),
    contentLength: upload.data.length,
    httpStatusCode: 200,
  };
  const { owner, ownerId } = ownerOf(claims);
  const finalFile = versionFile(ctx.config.storageDir, bucketId, name, version);
  const temp = await writeTemp(ctx.config.storageDir, upload.data);
  let placed = false;
  let replaced: string | null = null;
  let id: string = randomUUID();
  try {
    id = await asCaller(
      ctx,
      claims,
      async (client) => {
        if (upsert) {
          // Locks the current row (if the caller may update it) and tells which file it replaces.
          const current = await client.query<{ version: string | null }>(
            'select version from storage.objects where bucket_id = $1 and name = $2 for update',
            [bucketId, name],
          );
          replaced = current.rows[0]?.version ?? null;
        }
        // No RETURNING on a plain insert: as on Supabase, uploading needs only an INSERT policy
        // (RETURNING would also demand SELECT). An upsert needs SELECT and UPDATE anyway.
        const inserted = await client.query<{ id: string }>(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3, $4::uuid, $5, $6, $7, $8)
           ${upsert ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
                       user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now(), last_accessed_at = now()
                       returning id` : ''}`,
          [id, bucketId, name, owner, ownerId, JSON.stringify(metadata), upload.userMetadata === null ? null : JSON.stringify(upload.userMetadata), version],
        );
        // The file is in place before the row commits, so a committed row always has its file.
        await place(temp, finalFile);
        placed = true;
        return inserted.rows[0]?.id ?? id;
      },
      () => storageError(409, 'Duplicate', 'The resource already exists'),
    );
  } catch (error) {
    await removeFile(placed ? finalFile : temp);
    throw error;
  }
  const old: string | null = replaced;
  if (old !== null && old !== version) {
    await removeVersion(ctx.config.storageDir, bucketId, versionFile(ctx.config.storageDir, bucketId, name, old)).catch(() => undefined);
  }
  sendJson(res, 200, { Id: id, Key: `${bucketId}/${name}` });
}

async function sendObject(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, row: ObjectRow, query: URLSearchParams): Promise<void> {
  if (!row.version) throw objectNotFound();
  const opened = await openVersion(versionFile(ctx.config.storageDir, row.bucket_id, row.name, row.version));
  if (!opened) throw objectNotFound();
  const metadata = row.metadata ?? {};
  const headers: Record<string, string> = {
    ...OBJECT_SECURITY_HEADERS,
    'content-type': typeof metadata.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream',
    'content-length': String(opened.size),
    'cache-control': typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'no-cache',
    'last-modified': new Date(row.updated_at).toUTCString(),
  };
  if (typeof metadata.eTag === 'string') headers.etag = metadata.eTag;
  const download = query.get('download');
  if (download !== null) {
    const filename = download !== '' ? download : (row.name.split('/').pop() ?? 'download');
    headers['content-disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;
  }
  if (typeof metadata.eTag === 'string' && req.headers['if-none-match'] === metadata.eTag) {
    opened.stream.destroy();
    res.writeHead(304, { ...OBJECT_SECURITY_HEADERS, etag: metadata.eTag });
    res.end();
    return;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    opened.stream.destroy();
    res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    opened.stream.on('error', reject);
    res.on('close', () => resolve());
    opened.stream.pipe(res);
  });
}

export async function visibleObject(ctx: BackendContext, claims: JwtClaims, bucketId: string, name: string): Promise<ObjectRow | undefined> {
  return asCaller(ctx, claims, async (client) => {
    const result = await client.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name]);
    return result.rows[0];
  });
}

/** `GET /object/<bucket>/<name>` and `/object/authenticated/...`: what the caller's select policies allow. */
export async function downloadObject(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, bucketId: string, name: string, query: URLSearchParams): Promise<void> {
  const claims = ctx.claimsFor(req);
  const row = await visibleObject(ctx, claims, bucketId, name);
  if (!row) {
    if (!(await findBucket(ctx, bucketId))) throw bucketNotFound();
    throw objectNotFound();
  }
  await sendObject(req, res, ctx, row, query);
}

/** Reads an object with the platform's rights: public buckets and signed URLs, which policies do not govern. */
export async function platformObject(ctx: BackendContext, bucketId: string, name: string): Promise<ObjectRow | undefined> {
  const result = await ctx.adminPool.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name]);
  return result.rows[0];
}

/** `GET /object/public/<bucket>/<name>`: anyone, for a public bucket only. */
export async function downloadPublicObject(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, bucketId: string, name: string, query: URLSearchParams): Promise<void> {
  const bucket = await findBucket(ctx, bucketId);
  if (!bucket || !bucket.public) throw bucketNotFound();
  const row = await platformObject(ctx, bucketId, name);
  if (!row) throw objectNotFound();
  await sendObject(req, res, ctx, row, query);
}

export async function servePlatformObject(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, bucketId: string, name: string, query: URLSearchParams): Promise<void> {
  const row = await platformObject(ctx, bucketId, name);
  if (!row) throw objectNotFound();
  await sendObject(req, res, ctx, row, query);
}

export async function objectInfo(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, bucketId: string, name: string): Promise<void> {
  const row = await visibleObject(ctx, ctx.claimsFor(req), bucketId, name);
  if (!row) throw objectNotFound();
  const metadata = row.metadata ?? {};
  sendJson(res, 200, {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: metadata.size ?? null,
    content_type: metadata.mimetype ?? null,
    cache_control: metadata.cacheControl ?? null,
    etag: metadata.eTag ?? null,
    metadata: row.user_metadata,
    last_modified: row.updated_at,
    created_at: row.created_at,
  });
}

async function deleteRows(ctx: BackendContext, claims: JwtClaims, bucketId: string, names: string[]): Promise<ObjectRow[]> {
  const rows = await asCaller(ctx, claims, async (client) => {
    const result = await client.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`, [bucketId, names]);
    return result.rows;
  });
  for (const row of rows) {
    if (row.version) await removeVersion(ctx.config.storageDir, bucketId, versionFile(ctx.config.storageDir, bucketId, row.name, row.version));
  }
  return rows;
}

/** `DELETE /object/<bucket>` with `{ prefixes }`: removes what the caller's delete policies allow; answers the removed objects. */
export async function removeObjects(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, bucketId: string): Promise<void> {
  const claims = ctx.claimsFor(req);
  const body = record(await readJson(req));
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000) {
    throw storageError(400, 'Invalid Input', 'prefixes must be a list of 1 to 1000 object names');
  }
  const names = prefixes.map((prefix) => assertObjectName(prefix));
  const rows = await deleteRows(ctx, claims, assertBucketId(bucketId), names);
  sendJson(res, 200, rows);
}

export async function removeObject(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, bucketId: string, name: string): Promise<void> {
  const rows = await deleteRows(ctx, ctx.claimsFor(req), bucketId, [name]);
  if (rows.length === 0) throw objectNotFound();
  sendJson(res, 200, { message: 'Successfully deleted' });
}

function moveRequest(body: Record<string, unknown>): { from: string; to: string; source: string; destination: string } {
  const from = assertBucketId(body.bucketId);
  const to = body.destinationBucket === undefined || body.destinationBucket === null ? from : assertBucketId(body.destinationBucket);
  return { from, to, source: assertObjectName(body.sourceKey), destination: assertObjectName(body.destinationKey) };
}

/** `POST /object/move`: renames the row as the caller (update policies decide), then moves the file. */
export async function moveObject(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const claims = ctx.claimsFor(req);
  const { from, to, source, destination } = moveRequest(record(await readJson(req)));
  if (!(await findBucket(ctx, to))) throw bucketNotFound();
  let moved: { fromFile: string; toFile: string } | undefined;
  try {
    await asCaller(ctx, claims, async (client) => {
      const result = await client.query<{ version: string | null }>(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now() where bucket_id = $1 and name = $2 returning version`,
        [from, source, to, destination],
      );
      const version = result.rows[0]?.version;
      if (result.rows.length === 0) throw objectNotFound();
      if (version) {
        const fromFile = versionFile(ctx.config.storageDir, from, source, version);
        const toFile = versionFile(ctx.config.storageDir, to, destination, version);
        await place(fromFile, toFile);
        moved = { fromFile, toFile };
      }
    });
  } catch (error) {
    const undo = moved;
    if (undo) await place(undo.toFile, undo.fromFile).catch(() => undefined);
    throw error;
  }
  const done = moved;
  if (done) await removeVersion(ctx.config.storageDir, from, done.fromFile).catch(() => undefined);
  sendJson(res, 200, { message: 'Successfully moved' });
}

/** `POST /object/copy`: the caller must be able to read the source and insert the destination. */
export async function copyObject(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const claims = ctx.claimsFor(req);
  const { from, to, source, destination } = moveRequest(record(await readJson(req)));
  if (!(await findBucket(ctx, to))) throw bucketNotFound();
  const version = randomUUID();
  const toFile = versionFile(ctx.config.storageDir, to, destination, version);
  const { owner, ownerId } = ownerOf(claims);
  let copied = false;
  const id = randomUUID();
  try {
    await asCaller(
      ctx,
      claims,
      async (client) => {
        const found = await client.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [from, source]);
        const row = found.rows[0];
        if (!row || !row.version) throw objectNotFound();
        await client.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3, $4::uuid, $5, $6, $7, $8)`,
          [id, to, destination, owner, ownerId, JSON.stringify(row.metadata), row.user_metadata === null ? null : JSON.stringify(row.user_metadata), version],
        );
        await copyInto(versionFile(ctx.config.storageDir, from, source, row.version), toFile);
        copied = true;
      },
      () => storageError(409, 'Duplicate', 'The resource already exists'),
    );
  } catch (error) {
    if (copied) await removeFile(toFile);
    throw error;
  }
  sendJson(res, 200, { Id: id, Key: `${to}/${destination}` });
}

