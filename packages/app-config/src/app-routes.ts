// Which app owns a path: the public pages (mf-marketing), the shell's own pages, and the remote
// that owns each /app area (from the navigation manifest). The shell routes with this, so an
// unknown path is known before any remote is fetched.
import { AREA_BY_SEGMENT } from './navigation-manifest';
import type { RemoteName } from './remote-registry';

/** The 21 public routes of SPEC section 2, rendered in mf-marketing's public layout. */
export const PUBLIC_PATHS = [
  '/',
  '/features',
  '/pricing',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/gdpr',
  '/help-center',
  '/documentation',
  '/community',
  '/community/forums',
  '/community/events',
  '/community/success-stories',
  '/blog',
  '/blog/:slug',
  '/careers',
  '/roadmap',
  '/templates',
  '/changelog',
] as const;

function trimSlashes(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isPublicPath(pathname: string): boolean {
  const path = trimSlashes(pathname);
  if (/^\/blog\/[^/]+$/.test(path)) return true;
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}

/** The remote owning a path below /app (given relative to /app, e.g. 'reports/taxes'), or null. */
export function remoteForAppPath(relativePath: string): RemoteName | null {
  const first = relativePath.split('/').find((part) => part.length > 0);
  if (first === undefined) return null;
  return AREA_BY_SEGMENT.get(first)?.remote ?? null;
}
