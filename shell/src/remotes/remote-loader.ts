// Registers the remotes from the runtime config with the Module Federation runtime and loads their
// modules. A failed load is remembered so the next attempt re-registers the remote with
// `force: true`: that drops the runtime's cached manifest, entry and module, which would otherwise
// make every later loadRemote fail even after the remote is back. Loads run side by side (a page,
// its prefetch, the dashboard's widgets), so a failure counts only against the registration it ran
// on: one reported after the remote was registered afresh (a page whose earlier load failed, shown
// again once a prefetch has loaded the remote that is back) does not throw away the new one.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@missionbase/app-config/remote-registry';
import { remoteModuleId, type RemoteExposeName, type RemoteExposes } from '@missionbase/mf-config/remote-modules';
import { reloadOnRemoteRebuild } from './dev-remote-reload';

const manifests = new Map<RemoteName, string>();
const failed = new Set<RemoteName>();
/** How many times each remote was registered afresh after a failure: a load knows which registration it ran on. */
const registrations = new Map<RemoteName, number>();

export class RemoteLoadError extends Error {
  readonly code = 'REMOTE_LOAD_FAILED';
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
    /** The remote's registration the load ran on (see registrationOf). */
    readonly registration = registrationOf(remote),
  ) {
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

function registrationOf(remote: RemoteName): number {
  return registrations.get(remote) ?? 0;
}

function forgetRemote(remote: RemoteName): void {
  const entry = manifests.get(remote);
  if (!entry) return;
  registerRemotes([{ name: remote, entry }], { force: true });
  registrations.set(remote, registrationOf(remote) + 1);
}

export async function loadRemoteModule<E extends RemoteExposeName>(remote: RemoteName, expose: E): Promise<RemoteExposes[E]> {
  if (!manifests.has(remote)) throw new RemoteLoadError(remote, new Error('not listed in runtime-config.json'));
  if (failed.has(remote)) {
    forgetRemote(remote);
    failed.delete(remote);
  }
  const registration = registrationOf(remote);
  try {
    const loaded = await loadRemote<RemoteExposes[E]>(remoteModuleId(remote, expose));
    if (loaded === null || loaded === undefined) throw new Error(`${remoteModuleId(remote, expose)} resolved to nothing`);
    const manifest = manifests.get(remote);
    if (manifest) reloadOnRemoteRebuild(manifest);
    return loaded;
  } catch (error) {
    const failure = error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, error, registration);
    markRemoteFailed(remote, failure);
    throw failure;
  }
}

/**
 * Remembers that a remote failed (a load, or a mounted remote's later chunk), so the next load
 * starts from a clean slate; a load error of an earlier registration is not the current one's.
 */
export function markRemoteFailed(remote: RemoteName, error: unknown): void {
  if (error instanceof RemoteLoadError && error.registration !== registrationOf(remote)) return;
  failed.add(remote);
}
