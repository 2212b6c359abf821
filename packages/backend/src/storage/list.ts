// `POST /object/list/<bucket>`: one folder level of a bucket as storage-js's list() expects it,
// folders (id null) and files, from the rows the caller's select policies let it see.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { withRequestTransaction } from '../db/request-transaction.ts';
import { readJson, sendJson } from '../http/respond.ts';
import { fromPgError, storageError } from './errors.ts';
import { assertBucketId } from './paths.ts';

const SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);

export async function listObjects(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, bucketId: string): Promise<void> {
  const claims = ctx.claimsFor(req);
  const bucket = assertBucketId(bucketId);
  const raw: unknown = (await readJson(req)) ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw storageError(400, 'Invalid Input', 'The body must be a JSON object');
  const body = raw as Record<string, unknown>;
  let prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
  const limit = Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000);
  const offset = Math.max(Number(body.offset ?? 0) || 0, 0);
  const search = typeof body.search === 'string' ? body.search : '';
  const sortBy = typeof body.sortBy === 'object' && body.sortBy !== null ? (body.sortBy as Record<string, unknown>) : {};
  const column = typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  const order = typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc' ? 'desc' : 'asc';

  const rows = await withRequestTransaction(ctx.pool, claims, async (client) => {
    // Column and order come from the whitelists above; every value is a parameter. Folders sort by
    // name whatever the column, as storage-api does.
    const result = await client.query(
      `with level as (
         select split_part(substr(o.name, length($2) + 1), '/', 1) as item,
                strpos(substr(o.name, length($2) + 1), '/') > 0 as is_folder,
                o.id, o.created_at, o.updated_at, o.last_accessed_at, o.metadata
           from storage.objects o
          where o.bucket_id = $1 and left(o.name, length($2)) = $2
       ), items as (
         select item as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
                null::timestamptz as last_accessed_at, null::jsonb as metadata, 0 as kind
           from level where is_folder group by item
         union all
         select item, id, updated_at, created_at, last_accessed_at, metadata, 1
           from level where not is_folder
       )
       select name, id, updated_at, created_at, last_accessed_at, metadata from items
        where $3 = '' or left(lower(name), length($3)) = lower($3)
        order by ${column === 'name' ? `name ${order}` : `kind, ${column} ${order} nulls first, name`}
        limit $4 offset $5`,
      [bucket, prefix, search, limit, offset],
    ).catch((error: unknown) => {
      throw fromPgError(error);
    });
    return result.rows;
  });
  sendJson(res, 200, rows);
}
