// Unit tests for the rspack config factory.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppConfig } from './create-app-config';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const exposes = { './routes': './src/routes.tsx', './lifecycles': './src/lifecycles.tsx' };

describe('createAppConfig', () => {
  it('serves the host from / so deep links load its chunks, and remotes from wherever they are', () => {
    const host = createAppConfig({ name: 'shell', kind: 'host', port: 3000, dir: path.join(repo, 'shell') });
    const remote = createAppConfig({ name: 'mf_hr', kind: 'remote', port: 3003, dir: path.join(repo, 'mf-hr'), exposes });
    expect(host.output?.publicPath).toBe('/');
    expect(remote.output?.publicPath).toBe('auto');
    expect(remote.output?.path).toBe(path.join(repo, 'mf-hr', 'dist'));
  });

  it('runs a dev server with hot reload, CORS and history fallback on the given port', () => {
    const config = createAppConfig({ name: 'mf_hr', kind: 'remote', port: 3003, dir: path.join(repo, 'mf-hr'), exposes });
    expect(config.devServer).toMatchObject({
      port: 3003,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    });
  });

  it('gives a remote externals for the federation runtime and the host the aliases its provider imports', () => {
    const host = createAppConfig({ name: 'shell', kind: 'host', port: 3000, dir: path.join(repo, 'shell') });
    const remote = createAppConfig({ name: 'mf_hr', kind: 'remote', port: 3003, dir: path.join(repo, 'mf-hr'), exposes });
    expect(remote.externals).toBeTypeOf('function');
    expect(host.externals).toBeUndefined();
    expect(Object.keys(host.resolve?.alias ?? {})).toContain('@module-federation/runtime-core$');
  });

  it('refuses a remote that exposes nothing', () => {
    expect(() => createAppConfig({ name: 'mf_hr', kind: 'remote', port: 3003, dir: path.join(repo, 'mf-hr') })).toThrowError(/MF_REMOTE_WITHOUT_EXPOSES/);
  });
});
