// Stored files must never become active content on the API's origin (a script there could call the
// API as the origin itself): SVG that can run script is refused at upload, and every object is
// served with nosniff and a sandboxing CSP.
import { storageError } from './errors.ts';

/** Sent with every stored object: no script, no plugin, no same-origin access, no type sniffing. */
export const OBJECT_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
};

const XML_LIKE = /^(image\/svg\+xml|text\/xml|application\/xml|application\/xhtml\+xml)$/;

/** Markup that makes an SVG (or XML document) execute something or pull in another document. */
const ACTIVE_MARKUP = [
  /<\s*script\b/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /<\s*foreignObject\b/i,
  /<\s*(iframe|embed|object|handler|listener)\b/i,
  /<!ENTITY/i,
  /<\s*set\b[^>]*\bhref/i,
  /<\s*animate\b[^>]*\battributeName\s*=\s*["']?(href|xlink:href)/i,
  /xlink:href\s*=\s*["']?\s*data:(?!image\/(png|jpe?g|gif|webp))/i,
];

function looksLikeSvg(data: Buffer): boolean {
  const head = data.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || head.startsWith('<!doctype svg');
}

/**
 * Refuses an upload that is an SVG/XML document with script, event handlers, embedded documents or
 * entity tricks, whatever type it claims (a file sniffed as SVG is checked too).
 */
export function assertNoActiveContent(contentType: string, data: Buffer): void {
  const base = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (!XML_LIKE.test(base) && !looksLikeSvg(data)) return;
  // Entities and comments could hide a keyword from a plain match: checked on the raw text.
  const text = data.toString('utf8');
  if (ACTIVE_MARKUP.some((pattern) => pattern.test(text))) {
    throw storageError(415, 'invalid_mime_type', 'SVG and XML files that contain scripts, event handlers or embedded documents are not accepted');
  }
}
