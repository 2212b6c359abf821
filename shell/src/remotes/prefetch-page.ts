// Hover or focus of a link to an application page (the sidebar): fetches the remote's entry and
// `routes` module, then the page's own chunk through the preload the routes module exports.
// Its own module, not remote-loader.ts: that one is in every page's first download
// (bootstrap registers the remotes), and resolving a path needs the navigation manifest.
import { remoteForAppPath } from '@missionbase/app-config/app-routes';
import type { PreloadPage } from '@missionbase/app-config/page-loaders';
import type { RemoteRoutesModule } from '@missionbase/mf-config/remote-modules';
import { loadRemoteModule } from './remote-loader';

/**
 * The page preload a remote's `routes` module exports (`preloadPage`, from its page table). Checked at
 * run time: remotes deploy on their own, and one built before the export simply has none.
 */
function preloadOf(module: RemoteRoutesModule): PreloadPage | undefined {
  if (!('preloadPage' in module)) return undefined;
  const { preloadPage } = module;
  return typeof preloadPage === 'function' ? (path: string) => Promise.resolve(preloadPage(path)).then(() => undefined) : undefined;
}

/**
 * Warms the page a link opens (on hover or focus of it, and on the click): the remote's entry and
 * `routes` module, then the page's own chunk. Resolves when they are in, at once for a path no
 * remote owns; never rejects (a failure is only remembered for the next load).
 */
export function prefetchPage(path: string): Promise<void> {
  const remote = remoteForAppPath(path.replace(/^\/app\/?/, ''));
  if (!remote) return Promise.resolve();
  return loadRemoteModule(remote, 'routes')
    .then((module) => preloadOf(module)?.(path))
    .catch(() => undefined);
}
