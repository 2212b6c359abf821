// No screen loads anything from another origin: fonts, icons, styles and scripts are served by the
// product (the shell, the remotes, the backend), so a page works offline and under a strict CSP.
// The one exception is the card-payment provider's own script (SPEC section 7).
import type { BrowserContext, Page } from '@playwright/test';

/** Hosts a page may reach besides this machine: the payment provider's script. */
const ALLOWED_HOSTS = new Set(['js.stripe.com']);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL requested by a page leaves the product (http(s) or ws(s) to another machine). */
export function isForeignRequest(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) return false;
  return !LOCAL_HOSTS.has(parsed.hostname) && !ALLOWED_HOSTS.has(parsed.hostname);
}

/** Records every request of the page (or context) to another origin; read `foreign()` at the end. */
export function recordForeignRequests(target: Page | BrowserContext): { foreign: () => string[]; stop: () => void } {
  const seen: string[] = [];
  const onRequest = (request: { url: () => string }) => {
    if (isForeignRequest(request.url())) seen.push(request.url());
  };
  target.on('request', onRequest);
  return { foreign: () => [...new Set(seen)], stop: () => target.off('request', onRequest) };
}
