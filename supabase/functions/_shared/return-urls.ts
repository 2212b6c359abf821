// Where checkout may send the browser back to: only the app's own origins (the request's Origin,
// SITE_URL, and localhost while payments run against the local provider), so a checkout link can
// never become an open redirect.
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

/** The app origin a request comes from: its Origin header, else SITE_URL's. */
export function appOrigin(req: Request): string | null {
  return originOf(req.headers.get('origin')) ?? originOf(readEnv('SITE_URL'));
}

export function isAllowedReturnUrl(req: Request, url: string): boolean {
  const origin = originOf(url);
  if (origin === null) return false;
  const allowed = [originOf(req.headers.get('origin')), originOf(readEnv('SITE_URL'))];
  if (allowed.includes(origin)) return true;
  return usesLocalProvider() && isLocalhost(origin);
}
