// Unit tests for the federation options every app is built with (read from the real apps).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { federationOptions } from './federation-options';
import { SHARED_SINGLETONS, packageNameOf, requiredVersionFor } from './shared-dependencies';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const shellDir = path.join(repo, 'shell');
const financeDir = path.join(repo, 'mf-finance');

describe('shared singletons', () => {
  it('maps share keys with subpaths to their package', () => {
    expect(packageNameOf('react/jsx-runtime')).toBe('react');
    expect(packageNameOf('react-dom/client')).toBe('react-dom');
    expect(packageNameOf('@missionbase/ui')).toBe('@missionbase/ui');
    expect(packageNameOf('@missionbase/ui/head')).toBe('@missionbase/ui');
  });

  it('requires the pinned version of a library and the linked version of a workspace package', () => {
    expect(requiredVersionFor(shellDir, 'react-dom/client')).toBe('^19.3.1');
    expect(requiredVersionFor(shellDir, '@missionbase/session')).toBe('^0.1.0');
    // The antd-free head entry is its own share key, versioned with its package.
    expect(requiredVersionFor(shellDir, '@missionbase/ui/head')).toBe('^0.1.0');
  });

  it('refuses to share a package the app does not depend on', () => {
    expect(() => requiredVersionFor(path.join(repo, 'packages', 'domain'), 'react')).toThrowError(/MF_SHARED_NOT_A_DEPENDENCY/);
  });
});

describe('federationOptions', () => {
  it('shares every singleton with a required version, lazily, with a manifest and no dts', () => {
    const options = federationOptions({ name: 'shell', kind: 'host', port: 3000, dir: shellDir });
    const shared = options.shared;
    if (!shared || Array.isArray(shared)) throw new Error('shared must be an object');
    expect(Object.keys(shared).sort()).toEqual([...SHARED_SINGLETONS].sort());
    for (const key of SHARED_SINGLETONS) expect(shared[key]).toMatchObject({ singleton: true, requiredVersion: expect.stringMatching(/^\^\d/) });
    expect(options).toMatchObject({ name: 'shell', shareStrategy: 'loaded-first', manifest: true, dts: false, remotes: {} });
    expect(options.exposes).toBeUndefined();
  });

  it('gives a remote its container file and exposes', () => {
    const exposes = { './routes': './src/routes.tsx', './lifecycles': './src/lifecycles.tsx' };
    const options = federationOptions({ name: 'mf_finance', kind: 'remote', port: 3001, dir: financeDir, exposes });
    expect(options).toMatchObject({ filename: 'remoteEntry.js', exposes });
  });
});
