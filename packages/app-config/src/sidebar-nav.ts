// The sidebar (SPEC section 2), derived from the navigation manifest: its top link, groups and bottom
// link, and its path rules: when a group opens by itself and which link is active.
import { AREAS, type AreaEntry, type SidebarPlacement } from './navigation-manifest';

export interface SidebarLink {
  label: string;
  to: string;
  /** Active only on exactly this path (Overview), not below it. */
  exact?: boolean;
}

export interface SidebarGroup {
  label: string;
  base: string;
  links: readonly SidebarLink[];
}

function areaAt(placement: Exclude<SidebarPlacement, 'group'>): AreaEntry {
  const area = AREAS.find((candidate) => candidate.sidebar === placement);
  if (!area) throw new Error(`The navigation manifest has no '${placement}' sidebar area`);
  return area;
}

function linkToArea(area: AreaEntry): SidebarLink {
  return { label: area.label, to: area.base };
}

/** Dashboard, first. */
export const SIDEBAR_TOP: SidebarLink = linkToArea(areaAt('top'));

/** The collapsible groups, each with its pages that have a sidebar label, in manifest order. */
export const SIDEBAR_GROUPS: readonly SidebarGroup[] = AREAS.filter((area) => area.sidebar === 'group').map((area) => ({
  label: area.label,
  base: area.base,
  links: area.pages.flatMap((page) =>
    page.sidebarLabel === undefined ? [] : [page.sidebarExact ? { label: page.sidebarLabel, to: page.path, exact: true } : { label: page.sidebarLabel, to: page.path }],
  ),
}));

/** Settings, pinned at the bottom. */
export const SIDEBAR_BOTTOM: SidebarLink = linkToArea(areaAt('bottom'));

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
