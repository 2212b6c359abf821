// The sidebar's prefetch: the remote that owns a link's path is loaded, then the
// page through the preload its routes module exports; a remote built without one, a path no
// remote owns, and a failed load are all quiet.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteRoutesModule } from '@missionbase/mf-config/remote-modules';

// A plain recorder rather than vi.fn, whose bookkeeping reported the deliberately rejected load as unhandled.
const calls: [remote: string, expose: string][] = [];
let answer: () => Promise<RemoteRoutesModule> = () => Promise.reject(new Error('no answer set'));
vi.mock('./remote-loader', () => ({
  loadRemoteModule: (remote: string, expose: string) => {
    calls.push([remote, expose]);
    return answer();
  },
}));

const { prefetchPage } = await import('./prefetch-page');

const Routes = () => null;

async function settled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('prefetchPage', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('loads the routes of the remote that owns the path, then preloads that very path', async () => {
    const preloadPage = vi.fn((_path: string) => Promise.resolve());
    answer = () => Promise.resolve(Object.assign({ default: Routes }, { preloadPage }));
    prefetchPage('/app/hr/employees');
    await settled();
    expect(calls).toEqual([['mf_hr', 'routes']]);
    expect(preloadPage).toHaveBeenCalledWith('/app/hr/employees');
  });

  it('warms a remote built without a preload, and fetches nothing for a path no remote owns', async () => {
    answer = () => Promise.resolve({ default: Routes });
    prefetchPage('/app/settings');
    prefetchPage('/app/dashboard');
    await settled();
    expect(calls).toEqual([['mf_settings', 'routes']]);
  });

  it('swallows a failed load (the next real load retries it)', async () => {
    answer = () => Promise.reject(new Error('remote down'));
    prefetchPage('/app/transactions');
    await settled();
    expect(calls).toEqual([['mf_finance', 'routes']]);
  });
});
