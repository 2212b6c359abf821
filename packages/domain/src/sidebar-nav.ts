// The sidebar's path rules (SPEC section 2): when a group opens by itself and which link is active.

/** True when `pathname` is `base` or below it (segment-wise: /app/hr does not match /app/hrx). */
export function pathIsWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(base.endsWith('/') ? base : `${base}/`);
}

/**
 * A group is shown as the user last toggled it; untouched, it opens by itself when the path is
 * under its base (SPEC section 2), or on one of its own links: Finance's links mostly live outside
 * /app/finance, and a user expects the group of the page they are on to be open.
 */
export function isGroupOpen(pathname: string, base: string, toggledOpen: boolean | undefined, linkPaths: readonly string[] = []): boolean {
  if (toggledOpen !== undefined) return toggledOpen;
  return pathIsWithin(pathname, base) || linkPaths.some((to) => pathIsWithin(pathname, to));
}

/** A link is active on its path and below it, except links that match exactly (Overview). */
export function isLinkActive(pathname: string, to: string, exact = false): boolean {
  return exact ? pathname === to : pathIsWithin(pathname, to);
}
