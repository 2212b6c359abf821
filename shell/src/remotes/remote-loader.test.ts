// The remote loader's memory of failures: a failed load makes the next one register the remote
// afresh (the Module Federation runtime would otherwise keep answering with its cached failure),
// and a failure of an earlier registration, reported once the remote is back, changes nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const forced: string[] = [];
let answer: () => Promise<unknown> = () => Promise.reject(new Error('no answer set'));
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (remotes: { name: string }[], options?: { force?: boolean }) => {
    if (options?.force) forced.push(...remotes.map((remote) => remote.name));
  },
  loadRemote: () => answer(),
}));
vi.mock('./dev-remote-reload', () => ({ reloadOnRemoteRebuild: () => undefined }));

const { loadRemoteModule, markRemoteFailed, registerAllRemotes } = await import('./remote-loader');

const routes = { default: () => null };
const down = () => Promise.reject(new Error('Failed to get manifest'));
const up = () => Promise.resolve(routes);

async function failureOf(load: Promise<unknown>): Promise<unknown> {
  return load.then(
    () => new Error('the load did not fail'),
    (error: unknown) => error,
  );
}

describe('loadRemoteModule', () => {
  beforeEach(() => {
    forced.length = 0;
    registerAllRemotes({ mf_finance: 'http://localhost:4001/mf-manifest.json' });
  });

  it('registers the remote afresh on the load after a failed one, and not again once it loaded', async () => {
    answer = down;
    expect(await failureOf(loadRemoteModule('mf_finance', 'routes'))).toMatchObject({ code: 'REMOTE_LOAD_FAILED', remote: 'mf_finance' });
    answer = up;
    await expect(loadRemoteModule('mf_finance', 'routes')).resolves.toBe(routes);
    await expect(loadRemoteModule('mf_finance', 'routes')).resolves.toBe(routes);
    expect(forced).toEqual(['mf_finance']);
  });

  it('keeps a registration that loaded when a failure of an earlier one is reported afterwards', async () => {
    answer = down;
    const stale = await failureOf(loadRemoteModule('mf_finance', 'dashboard-widgets'));
    answer = up;
    await expect(loadRemoteModule('mf_finance', 'routes')).resolves.toBe(routes);
    // A page that showed the earlier failure reports it once more (its error boundary).
    markRemoteFailed('mf_finance', stale);
    await expect(loadRemoteModule('mf_finance', 'routes')).resolves.toBe(routes);
    expect(forced).toEqual(['mf_finance']);
  });

  it('registers the remote afresh after a mounted remote reports a failure of its own', async () => {
    answer = up;
    await expect(loadRemoteModule('mf_finance', 'routes')).resolves.toBe(routes);
    markRemoteFailed('mf_finance', new Error('Loading chunk 6962 failed'));
    await expect(loadRemoteModule('mf_finance', 'routes')).resolves.toBe(routes);
    expect(forced).toEqual(['mf_finance']);
  });
});
