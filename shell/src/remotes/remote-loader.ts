// Registers the remotes from the runtime config with the Module Federation runtime and loads their
// modules. A failed load is remembered so the next attempt re-registers the remote with
// `force: true`: that drops the runtime's cached manifest, entry and module, which would otherwise
// make every later loadRemote fail even after the remote is back.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteForAppPath } from '@missionbase/app-config/app-routes';
import type { PreloadPage } from '@missionbase/app-config/page-loaders';
import { REMOTE_NAMES, type RemoteName } from '@missionbase/app-config/remote-registry';
import { remoteModuleId, type RemoteExposeName, type RemoteExposes, type RemoteRoutesModule } from '@missionbase/mf-config/remote-modules';
import { reloadOnRemoteRebuild } from './dev-remote-reload';

const manifests = new Map<RemoteName, string>();
const failed = new Set<RemoteName>();

export class RemoteLoadError extends Error {
  readonly code = 'REMOTE_LOAD_FAILED';
  constructor(readonly remote: RemoteName, cause: unknown) {
    super(`${remote} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** Tells the runtime where each remote's mf-manifest.json lives. Fetches nothing. */
export function registerAllRemotes(remotes: Partial<Record<RemoteName, string>>): void {
  for (const name of REMOTE_NAMES) {
    const entry = remotes[name];
    if (entry) manifests.set(name, entry);
  }
  registerRemotes([...manifests].map(([name, entry]) => ({ name, entry })));
}

function forgetRemote(remote: RemoteName): void {
  const entry = manifests.get(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

export async function loadRemoteModule<E extends RemoteExposeName>(remote: RemoteName, expose: E): Promise<RemoteExposes[E]> {
  if (!manifests.has(remote)) throw new RemoteLoadError(remote, new Error('not listed in runtime-config.json'));
  if (failed.has(remote)) {
    forgetRemote(remote);
    failed.delete(remote);
  }
  try {
    const loaded = await loadRemote<RemoteExposes[E]>(remoteModuleId(remote, expose));
    if (loaded === null || loaded === undefined) throw new Error(`${remoteModuleId(remote, expose)} resolved to nothing`);
    const manifest = manifests.get(remote);
    if (manifest) reloadOnRemoteRebuild(manifest);
    return loaded;
  } catch (error) {
    failed.add(remote);
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, error);
  }
}

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
 * Warms the page a link opens (on hover or focus of it): the remote's entry and `routes` module,
 * then the page's own chunk. A failure is only remembered for the next load.
 */
export function prefetchPage(path: string): void {
  const remote = remoteForAppPath(path.replace(/^\/app\/?/, ''));
  if (!remote) return;
  loadRemoteModule(remote, 'routes')
    .then((module) => preloadOf(module)?.(path))
    .catch(() => undefined);
}

/** Called when a mounted remote's later chunk fails, so Retry starts from a clean slate. */
export function markRemoteFailed(remote: RemoteName): void {
  failed.add(remote);
}
