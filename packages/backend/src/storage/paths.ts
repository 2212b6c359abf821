// Bucket ids and object names: validated before anything touches SQL or the disk, and mapped to
// files as storage-api's file backend lays them out: <storageDir>/<bucket>/<name>/<version>.
import path from 'node:path';
import { storageError } from './errors.ts';

const MAX_NAME_LENGTH = 1024;
const MAX_SEGMENT_BYTES = 255;
/** storage-js's own rule (mirrors storage-api's isValidBucketName). */
const BUCKET_NAME = /^[\w!.*'() &$@=;:+,?-]+$/;

export function assertBucketId(id: unknown): string {
  if (typeof id !== 'string' || id.length === 0 || id.length > 100 || id.trim() !== id || !BUCKET_NAME.test(id) || id === '.' || id === '..') {
    throw storageError(400, 'Invalid Input', 'Bucket name invalid');
  }
  return id;
}

/** An object name: relative, no empty, `.` or `..` segments, no control characters or backslashes. */
export function assertObjectName(name: unknown): string {
  const invalid = (why: string) => storageError(400, 'InvalidKey', `Invalid key: ${typeof name === 'string' ? name.slice(0, 200) : ''} (${why})`);
  if (typeof name !== 'string' || name.length === 0) throw invalid('empty');
  if (name.length > MAX_NAME_LENGTH) throw invalid('too long');
  // eslint-disable-next-line no-control-regex -- control characters (NUL first) are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(name)) throw invalid('control character or backslash');
  if (name.startsWith('/')) throw invalid('absolute path');
  for (const segment of name.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') throw invalid('empty, . or .. segment');
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) throw invalid('segment too long');
  }
  return name;
}

/** Decodes the percent-encoded segments of a request path (fetch encodes what storage-js leaves raw). */
export function decodePath(raw: string): string {
  try {
    return raw
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    throw storageError(400, 'InvalidKey', 'Invalid key: bad percent-encoding');
  }
}

/** Splits `<bucket>/<name...>` (already decoded) into a validated bucket id and object name. */
export function splitObjectPath(decoded: string): { bucket: string; name: string } {
  const slash = decoded.indexOf('/');
  if (slash <= 0) throw storageError(400, 'InvalidKey', 'Invalid key: a path needs a bucket and an object name');
  return { bucket: assertBucketId(decoded.slice(0, slash)), name: assertObjectName(decoded.slice(slash + 1)) };
}

function inside(root: string, target: string): string {
  const resolved = path.resolve(root, target);
  const relative = path.relative(root, resolved);
  // Defence in depth: validation above already rules this out.
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) throw storageError(400, 'InvalidKey', 'Invalid key: outside the bucket');
  return resolved;
}

export function bucketDir(storageDir: string, bucket: string): string {
  return inside(path.resolve(storageDir), assertBucketId(bucket));
}

export function objectDir(storageDir: string, bucket: string, name: string): string {
  const root = bucketDir(storageDir, bucket);
  return inside(root, assertObjectName(name));
}

export function versionFile(storageDir: string, bucket: string, name: string, version: string): string {
  if (!/^[0-9a-f-]{36}$/.test(version)) throw storageError(500, 'Internal', 'Corrupt object version');
  return path.join(objectDir(storageDir, bucket, name), version);
}
