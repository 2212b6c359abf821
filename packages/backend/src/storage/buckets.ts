// Bucket endpoints (`/bucket`): list, get, create, update, empty, delete, all run AS THE CALLER,
// so RLS on storage.buckets decides (the service role bypasses it, as on Supabase).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { withRequestTransaction } from '../db/request-transaction.ts';
import { readJson, sendJson } from '../http/respond.ts';
import { removeBucketFolder, removeVersion } from './disk.ts';
import { bucketNotFound, fromPgError, storageError } from './errors.ts';
import { assertBucketId, versionFile } from './paths.ts';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
  type: string;
}

const BUCKET_COLUMNS = 'id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at, type';
const SORTABLE = new Set(['id', 'name', 'created_at', 'updated_at']);

/** The bucket as the platform sees it (not the caller): storage-api reads it this way for limits and public access. */
export async function findBucket(ctx: BackendContext, id: string): Promise<BucketRow | undefined> {
  const result = await ctx.adminPool.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  return result.rows[0];
}

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw storageError(400, 'Invalid Input', 'The body must be a JSON object');
  return value as Record<string, unknown>;
}

function sizeLimit(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === 'string') {
    const match = /^(\d+)\s*(b|kb|mb|gb)?$/i.exec(value.trim());
    if (match) {
      const units: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };
      return Number(match[1]) * (units[(match[2] ?? 'b').toLowerCase()] ?? 1);
    }
  }
  throw storageError(400, 'Invalid Input', 'file_size_limit must be a number of bytes or a size such as "5MB"');
}

function mimeTypes(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' && /^[\w.+-]+\/[\w.+*-]+$/.test(item))) return value as string[];
  throw storageError(400, 'Invalid Input', 'allowed_mime_types must be a list of mime types');
}

function ownerOf(sub: unknown): string | null {
  return typeof sub === 'string' && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null;
}

export async function listBuckets(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, query: URLSearchParams): Promise<void> {
  const claims = ctx.claimsFor(req);
  const limit = Math.min(Math.max(Number(query.get('limit') ?? 1000) || 1000, 1), 1000);
  const offset = Math.max(Number(query.get('offset') ?? 0) || 0, 0);
  const sortColumn = SORTABLE.has(query.get('sortColumn') ?? '') ? (query.get('sortColumn') as string) : 'name';
  const sortOrder = query.get('sortOrder')?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const search = query.get('search') ?? '';
  const rows = await withRequestTransaction(ctx.pool, claims, async (client) => {
    // The sort column and order come from the whitelists above.
    const result = await client.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets
        where ($1 = '' or strpos(lower(name), lower($1)) > 0)
        order by ${sortColumn} ${sortOrder} limit $2 offset $3`,
      [search, limit, offset],
    );
    return result.rows;
  });
  sendJson(res, 200, rows);
}

export async function getBucket(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, id: string): Promise<void> {
  const claims = ctx.claimsFor(req);
  const row = await withRequestTransaction(ctx.pool, claims, async (client) => {
    const result = await client.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [assertBucketId(id)]);
    return result.rows[0];
  });
  if (!row) throw bucketNotFound();
  sendJson(res, 200, row);
}

export async function createBucket(req: IncomingMessage, res: ServerResponse, ctx: BackendContext): Promise<void> {
  const claims = ctx.claimsFor(req);
  const body = record(await readJson(req));
  const id = assertBucketId(body.id ?? body.name);
  const name = body.name === undefined ? id : assertBucketId(body.name);
  try {
    await withRequestTransaction(ctx.pool, claims, (client) =>
      client.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3::uuid, $4, $5, $6, $7)`,
        [id, name, ownerOf(claims.sub), typeof claims.sub === 'string' ? claims.sub : null, body.public === true, sizeLimit(body.file_size_limit), mimeTypes(body.allowed_mime_types)],
      ),
    );
  } catch (error) {
    throw fromPgError(error, () => storageError(409, 'Duplicate', 'The resource already exists'));
  }
  sendJson(res, 200, { name: id });
}

export async function updateBucket(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, id: string): Promise<void> {
  const claims = ctx.claimsFor(req);
  const body = record(await readJson(req));
  const updated = await withRequestTransaction(ctx.pool, claims, async (client) => {
    const result = await client
      .query(
        `update storage.buckets
            set public = coalesce($2, public),
                file_size_limit = case when $5 then $3 else file_size_limit end,
                allowed_mime_types = case when $6 then $4 else allowed_mime_types end,
                updated_at = now()
          where id = $1`,
        [
          assertBucketId(id),
          typeof body.public === 'boolean' ? body.public : null,
          sizeLimit(body.file_size_limit),
          mimeTypes(body.allowed_mime_types),
          'file_size_limit' in body,
          'allowed_mime_types' in body,
        ],
      )
      .catch((error: unknown) => {
        throw fromPgError(error);
      });
    return result.rowCount ?? 0;
  });
  if (updated === 0) throw bucketNotFound();
  sendJson(res, 200, { message: 'Successfully updated' });
}

/** Deletes the objects the caller may delete in a bucket, then their files. */
export async function emptyBucket(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, id: string): Promise<void> {
  const claims = ctx.claimsFor(req);
  const bucket = assertBucketId(id);
  if (!(await findBucket(ctx, bucket))) throw bucketNotFound();
  const removed = await withRequestTransaction(ctx.pool, claims, async (client) => {
    const result = await client
      .query<{ name: string; version: string | null }>('delete from storage.objects where bucket_id = $1 returning name, version', [bucket])
      .catch((error: unknown) => {
        throw fromPgError(error);
      });
    return result.rows;
  });
  for (const row of removed) if (row.version) await removeVersion(ctx.config.storageDir, bucket, versionFile(ctx.config.storageDir, bucket, row.name, row.version));
  sendJson(res, 200, { message: 'Successfully emptied' });
}

export async function deleteBucket(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, id: string): Promise<void> {
  const claims = ctx.claimsFor(req);
  const bucket = assertBucketId(id);
  const deleted = await withRequestTransaction(ctx.pool, claims, async (client) => {
    const result = await client.query('delete from storage.buckets where id = $1', [bucket]).catch((error: unknown) => {
      throw fromPgError(error, undefined);
    });
    return result.rowCount ?? 0;
  }).catch((error: unknown) => {
    if (error instanceof Error && 'status' in error && (error as { status: unknown }).status === 409) {
      throw storageError(409, 'Bucket not empty', 'The bucket you tried to delete is not empty');
    }
    throw error;
  });
  if (deleted === 0) throw bucketNotFound();
  await removeBucketFolder(ctx.config.storageDir, bucket);
  sendJson(res, 200, { message: 'Successfully deleted' });
}
