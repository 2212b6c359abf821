// A remote's one table of built pages (`src/page-components.tsx`): each page's loader, from which
// both its React.lazy component and its preload come, so a sidebar link can fetch the page's own
// chunk on hover or focus without a second list to keep in step. Framework-free
// at run time: the remote passes React's `lazy` in.
import type { ComponentType } from 'react';
import { AREAS, pageForPath, type AppPagePath } from './navigation-manifest';
import type { PageComponent, PageComponents } from './page-components';
import type { RemoteName } from './remote-registry';

/** A page's code: `() => import('./employees/EmployeesPage').then((module) => ({ default: module.EmployeesPage }))`. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** Each built page's loader, keyed by its manifest path (a typo fails the typecheck). */
export type PageLoaders = Partial<Record<AppPagePath, PageLoader>>;

/** Starts downloading the page a link to `path` opens; resolves when its code is in (or there is none to fetch). */
export type PreloadPage = (path: string) => Promise<void>;

/** React's `lazy`, narrowed to what a page table needs. */
export type MakeLazy = (load: PageLoader) => PageComponent;

/** The component each page renders: one React.lazy per loader, so each page is its own chunk. */
export function lazyPageComponents(loaders: PageLoaders, makeLazy: MakeLazy): PageComponents {
  const components: Record<string, PageComponent> = {};
  for (const page of AREAS.flatMap((area) => area.pages)) {
    const load = loaderOf(loaders, page.path);
    if (load) components[page.path] = makeLazy(load);
  }
  return components;
}

function loaderOf(loaders: PageLoaders, path: string): PageLoader | undefined {
  const byPath: Readonly<Record<string, PageLoader | undefined>> = loaders;
  return Object.hasOwn(byPath, path) ? byPath[path] : undefined;
}

/**
 * The manifest page a link to `path` shows: the page itself (a detail path such as
 * /app/projects/<id> gives its `:projectId` page), the page an alias redirects to, or the home of an
 * area whose base is not a page (/app/settings -> /app/settings/profile). Null for any other path.
 */
export function pageToOpen(path: string): string | null {
  const bare = path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  const page = pageForPath(bare);
  if (page) return page.path;
  for (const area of AREAS) {
    if (area.base === bare) return pageForPath(area.home)?.path ?? null;
    const aliased = area.pages.find((candidate) => candidate.aliases?.includes(bare));
    if (aliased) return aliased.path;
  }
  return null;
}

/** The preload a remote's routes module exports: fetches the chunk of the page a link opens. */
export function pagePreloader(loaders: PageLoaders): PreloadPage {
  return async (path) => {
    const page = pageToOpen(path);
    const load = page === null ? undefined : loaderOf(loaders, page);
    if (load) await load();
  };
}

/**
 * What is wrong with a remote's page table, checked by its test: a loader for a page the remote does
 * not own, a page rendered without a loader (so it cannot be preloaded), or a path a user can follow
 * to the remote (its pages, aliases, palette entries, area bases) that opens no page. Empty when sound.
 */
export function pageTableProblems(remote: RemoteName, loaders: PageLoaders, components: PageComponents): string[] {
  const areas = AREAS.filter((area) => area.remote === remote);
  const owned = new Set(areas.flatMap((area) => area.pages.map((page) => page.path)));
  const problems: string[] = [];
  for (const path of Object.keys(loaders)) if (!owned.has(path)) problems.push(`${path}: has a loader but is not a page of ${remote}`);
  for (const path of Object.keys(components)) if (!loaderOf(loaders, path)) problems.push(`${path}: rendered without a loader, so it cannot be preloaded`);
  const links = new Set<string>();
  for (const area of areas) {
    links.add(area.base);
    for (const page of area.pages) {
      links.add(page.path);
      for (const alias of page.aliases ?? []) links.add(alias);
      if (page.palette?.path) links.add(page.palette.path);
    }
  }
  for (const link of links) {
    const opens = pageToOpen(link);
    if (opens === null || !owned.has(opens)) problems.push(`${link}: opens ${opens ?? 'no page'}, not a page of ${remote}`);
  }
  return problems;
}
