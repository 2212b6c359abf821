// Reads an upload as storage-js sends it: multipart form data (a Blob/File, with `cacheControl`
// and `metadata` fields) or a raw body with content-type, cache-control and x-metadata headers.
import type { IncomingMessage } from 'node:http';
import { storageError } from './errors.ts';

export interface UploadBody {
  data: Buffer;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** Room for multipart boundaries and fields around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

function tooLarge(): Error {
  return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
}

async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) throw tooLarge();
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

function parseMetadata(text: string | null | undefined): Record<string, unknown> | null {
  if (text === null || text === undefined || text === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    throw storageError(400, 'Invalid Input', 'metadata must be a JSON object');
  }
}

function cacheControlOf(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'no-cache';
  return /^\d+$/.test(value) ? `max-age=${value}` : value;
}

export async function readUpload(req: IncomingMessage, maxBytes: number): Promise<UploadBody> {
  const contentType = req.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(contentType)) {
    const raw = await readLimited(req, maxBytes + MULTIPART_OVERHEAD);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw storageError(400, 'Invalid Input', 'The multipart body could not be read');
    }
    let file: Blob | undefined;
    form.forEach((value) => {
      if (file === undefined && typeof value !== 'string') file = value;
    });
    if (!file) throw storageError(400, 'Invalid Input', 'No file found in the form');
    if (file.size > maxBytes) throw tooLarge();
    const cacheControl = form.get('cacheControl');
    const metadata = form.get('metadata');
    return {
      data: Buffer.from(await file.arrayBuffer()),
      contentType: file.type || 'application/octet-stream',
      cacheControl: cacheControlOf(typeof cacheControl === 'string' ? cacheControl : null),
      userMetadata: parseMetadata(typeof metadata === 'string' ? metadata : null),
    };
  }
  const data = await readLimited(req, maxBytes);
  const header = req.headers['x-metadata'];
  let userMetadata: Record<string, unknown> | null = null;
  if (typeof header === 'string' && header !== '') {
    userMetadata = parseMetadata(Buffer.from(header, 'base64').toString('utf8'));
  }
  const cacheControl = req.headers['cache-control'];
  return {
    data,
    contentType: contentType === '' ? 'application/octet-stream' : contentType,
    cacheControl: cacheControlOf(typeof cacheControl === 'string' ? cacheControl : null),
    userMetadata,
  };
}

/** Whether a mime type is allowed by a bucket's list (entries may end in `/*`). */
export function mimeAllowed(mime: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = (mime.split(';')[0] ?? '').trim().toLowerCase();
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule === '*/*' || rule === '*') return true;
    if (rule.endsWith('/*')) return base.startsWith(rule.slice(0, -1));
    return base === rule;
  });
}
