// Where checkout may send the browser back to: only the site's configured origins (SITE_URL and
// ADDITIONAL_REDIRECT_URLS, as Supabase's redirect allow list), plus localhost while payments run
// against the local provider (no real money, the developer's own machine). The request's Origin
// header only chooses among those; a forged one cannot send a paying user to another site.
import { readEnv } from './env.ts';
import { usesLocalProvider } from './stripe-client.ts';

function originOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function isLocalhost(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/** The configured site origins: SITE_URL's first, then each of ADDITIONAL_REDIRECT_URLS (comma-separated). */
export function siteOrigins(): string[] {
  const listed = [readEnv('SITE_URL'), ...(readEnv('ADDITIONAL_REDIRECT_URLS') ?? '').split(',')];
  const origins = listed.map((url) => originOf(url?.trim())).filter((origin): origin is string => origin !== null);
  return [...new Set(origins)];
}

function isSiteOrigin(origin: string): boolean {
  return siteOrigins().includes(origin) || (usesLocalProvider() && isLocalhost(origin));
}

/**
 * The app origin to return to: the request's Origin when it is one of the site's origins (several
 * front ends may share the backend), else SITE_URL's; null when neither is known.
 */
export function appOrigin(req: Request): string | null {
  const requested = originOf(req.headers.get('origin'));
  if (requested !== null && isSiteOrigin(requested)) return requested;
  return siteOrigins()[0] ?? null;
}

/** Whether a return address given by the client lies on one of the site's origins. */
export function isAllowedReturnUrl(url: string): boolean {
  const origin = originOf(url);
  return origin !== null && isSiteOrigin(origin);
}
