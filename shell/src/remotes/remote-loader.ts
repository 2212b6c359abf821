// Registers the remotes from the runtime config with the Module Federation runtime and loads their
// modules. A failed load is remembered so the next attempt re-registers the remote with
// `force: true`: that drops the runtime's cached manifest, entry and module, which would otherwise
// make every later loadRemote fail even after the remote is back.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@missionbase/app-config/remote-registry';
import { remoteModuleId, type RemoteExposeName, type RemoteExposes } from '@missionbase/mf-config/remote-modules';
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

/** Called when a mounted remote's later chunk fails, so Retry starts from a clean slate. */
export function markRemoteFailed(remote: RemoteName): void {
  failed.add(remote);
}
