// Storage API (`/storage/v1`): what @supabase/storage-js calls, with buckets and objects on local
// disk and metadata in storage.buckets/storage.objects, read and written as the caller so RLS
// policies govern access as on Supabase. Errors use storage-api's `{ statusCode, error, message }`.
import type { ApiHandler } from '../context.ts';
import { HttpError } from '../http/respond.ts';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets.ts';
import { storageError } from './errors.ts';
import { listObjects } from './list.ts';
import { copyObject, downloadObject, downloadPublicObject, moveObject, objectInfo, removeObject, removeObjects, uploadObject } from './objects.ts';
import { assertBucketId, decodePath, splitObjectPath } from './paths.ts';
import { serveSigned, signObject, signObjects } from './signed-urls.ts';

function notFound(): HttpError {
  return storageError(404, 'not_found', 'Route not found');
}

export const storageHandler: ApiHandler = async (req, res, subpath, ctx) => {
  const method = req.method ?? 'GET';
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const segments = subpath.replace(/^\/+/, '').split('/');
  const [area = '', first = '', second = ''] = segments;
  const objectPath = (from: number) => splitObjectPath(decodePath(segments.slice(from).join('/')));
  const read = method === 'GET' || method === 'HEAD';

  try {
    if (area === 'bucket') {
      const id = segments.length >= 2 ? decodePath(first) : '';
      if (segments.length === 1 || (segments.length === 2 && first === '')) {
        if (method === 'GET') return await listBuckets(req, res, ctx, query);
        if (method === 'POST') return await createBucket(req, res, ctx);
      } else if (segments.length === 2) {
        if (method === 'GET') return await getBucket(req, res, ctx, id);
        if (method === 'PUT') return await updateBucket(req, res, ctx, id);
        if (method === 'DELETE') return await deleteBucket(req, res, ctx, id);
      } else if (segments.length === 3 && second === 'empty' && method === 'POST') {
        return await emptyBucket(req, res, ctx, assertBucketId(id));
      }
      throw notFound();
    }

    if (area === 'object') {
      if (first === 'list' && method === 'POST' && segments.length === 3) return await listObjects(req, res, ctx, decodePath(second));
      if ((first === 'move' || first === 'copy') && method === 'POST' && segments.length === 2) {
        return await (first === 'move' ? moveObject(req, res, ctx) : copyObject(req, res, ctx));
      }
      if (first === 'sign') {
        if (method === 'POST' && segments.length === 3) return await signObjects(req, res, ctx, assertBucketId(decodePath(second)));
        const { bucket, name } = objectPath(2);
        if (method === 'POST') return await signObject(req, res, ctx, bucket, name);
        if (read) return await serveSigned(req, res, ctx, bucket, name, query);
        throw notFound();
      }
      if (first === 'upload') throw storageError(501, 'not_implemented', 'Signed upload URLs are not supported by the local platform');
      if (first === 'public' && read) {
        const { bucket, name } = objectPath(2);
        return await downloadPublicObject(req, res, ctx, bucket, name, query);
      }
      if (first === 'authenticated' && read) {
        const { bucket, name } = objectPath(2);
        return await downloadObject(req, res, ctx, bucket, name, query);
      }
      if (first === 'info' && read) {
        const { bucket, name } = objectPath(2);
        return await objectInfo(req, res, ctx, bucket, name);
      }
      if (method === 'DELETE' && segments.length === 2) return await removeObjects(req, res, ctx, decodePath(first));
      if (segments.length >= 3) {
        const { bucket, name } = objectPath(1);
        if (method === 'POST') return await uploadObject(req, res, ctx, bucket, name, req.headers['x-upsert'] === 'true');
        if (method === 'PUT') return await uploadObject(req, res, ctx, bucket, name, true);
        if (read) return await downloadObject(req, res, ctx, bucket, name, query);
        if (method === 'DELETE') return await removeObject(req, res, ctx, bucket, name);
      }
    }
    throw notFound();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    ctx.log({ level: 'error', msg: 'storage request failed', method, path: subpath, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    throw storageError(500, 'internal', 'Internal Server Error');
  }
};
