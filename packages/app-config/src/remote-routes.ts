// What a remote's routes.tsx renders, derived from the manifest: one route per page it owns (paths
// relative to /app, as the shell mounts remotes), the redirects of aliases and of each area's base.
import type { RemoteName } from './remote-registry';
import { areasOfRemote, type PageEntry } from './navigation-manifest';

export interface RemotePageRoute {
  /** The page's path relative to /app ('finance/bills'); a built page is routed at `<path>/*`. */
  relativePath: string;
  page: PageEntry;
}

export interface RemoteRedirect {
  /** Relative to /app. */
  from: string;
  to: string;
}

function relativeToApp(path: string): string {
  return path.replace(/^\/app\/?/, '');
}

export function pageRoutesOf(remote: RemoteName): RemotePageRoute[] {
  return areasOfRemote(remote).flatMap((area) => area.pages.map((page) => ({ relativePath: relativeToApp(page.path), page })));
}

/** Aliases ('chart-of-accounts' -> /app/accounts) and bases that are not pages ('settings' -> profile). */
export function redirectsOf(remote: RemoteName): RemoteRedirect[] {
  const redirects: RemoteRedirect[] = [];
  for (const area of areasOfRemote(remote)) {
    const isPage = area.pages.some((page) => page.path === area.base);
    if (!isPage) redirects.push({ from: relativeToApp(area.base), to: area.home });
    for (const page of area.pages) {
      for (const alias of page.aliases ?? []) redirects.push({ from: relativeToApp(alias), to: page.path });
    }
  }
  return redirects;
}

/** The page a remote's bare index redirects to: its first area's home. */
export function remoteHome(remote: RemoteName): string {
  return areasOfRemote(remote)[0]?.home ?? '/app';
}

/** The links a remote's standalone harness lists: its pages with a sidebar or tab label. */
export function remoteLinks(remote: RemoteName): { label: string; to: string }[] {
  return areasOfRemote(remote).flatMap((area) =>
    area.pages.flatMap((page) => {
      const label = page.sidebarLabel ?? page.tabLabel;
      return label === undefined ? [] : [{ label, to: page.path }];
    }),
  );
}
