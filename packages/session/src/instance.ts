// Identity of this copy of the session module, so a test can prove shell and remotes share one.
// Each evaluation of the module records its id on window; a single entry means a single copy.

declare global {
  interface Window {
    __MISSIONBASE_SESSION__?: { instances: string[] };
  }
}

function newInstanceId(): string {
  return `session-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export const SESSION_INSTANCE_ID: string = newInstanceId();

if (typeof window !== 'undefined') {
  const registry = (window.__MISSIONBASE_SESSION__ ??= { instances: [] });
  registry.instances.push(SESSION_INSTANCE_ID);
}
