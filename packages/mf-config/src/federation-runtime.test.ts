// Unit tests for the one federation runtime per page: what a remote reads from the page's globals and what the shell provides.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { federationOptions } from './federation-options';
import {
  FEDERATION_RUNTIME_GLOBALS,
  SHARED_BUNDLER_RUNTIME_MODULES,
  federationRuntimeAliases,
  federationRuntimeGlobalFor,
  federationRuntimePaths,
} from './federation-runtime';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const paths = federationRuntimePaths();
const provider = readFileSync(path.join(import.meta.dirname, '..', 'static', 'federation-runtime-provider.mjs'), 'utf8');

describe('a remote build', () => {
  it('reads runtime-core and the error codes from the page globals', () => {
    expect(federationRuntimeGlobalFor('@module-federation/runtime-core', '/anywhere', paths)).toBe(FEDERATION_RUNTIME_GLOBALS.runtimeCore);
    expect(federationRuntimeGlobalFor('@module-federation/error-codes', '/anywhere', paths)).toBe(FEDERATION_RUNTIME_GLOBALS.errorCodes);
  });

  it('reads the bundler runtime functions from the page globals when its entry requires them', () => {
    for (const name of SHARED_BUNDLER_RUNTIME_MODULES) {
      expect(federationRuntimeGlobalFor(`./${name}.cjs`, paths.bundlerRuntimeDist, paths)).toBe(FEDERATION_RUNTIME_GLOBALS.bundlerRuntime);
    }
  });

  it('keeps what holds a container state in its own build', () => {
    // The bundler runtime's entry makes the per-container `federation` object; @module-federation/runtime keeps the instance loadRemote uses.
    expect(federationRuntimeGlobalFor('./index.cjs', paths.bundlerRuntimeDist, paths)).toBeUndefined();
    expect(federationRuntimeGlobalFor('@module-federation/runtime', paths.bundlerRuntimeDist, paths)).toBeUndefined();
    // A file of the same name elsewhere is not the bundler runtime's.
    expect(federationRuntimeGlobalFor('./remotes.cjs', path.join(repo, 'mf-finance', 'src'), paths)).toBeUndefined();
  });
});

describe('the installed runtime', () => {
  it('still has every module the remotes read from the globals, required by its entry', () => {
    const entry = readFileSync(path.join(paths.bundlerRuntimeDist, 'index.cjs'), 'utf8');
    const required = [...entry.matchAll(/require\('\.\/([\w]+)\.cjs'\)/g)].map((match) => match[1]);
    expect(required).toEqual(expect.arrayContaining([...SHARED_BUNDLER_RUNTIME_MODULES]));
  });

  it('is aliased for the provider to the CommonJS files the shell runtime itself uses', () => {
    expect(federationRuntimeAliases(paths)).toMatchObject({ '@module-federation/runtime-core$': paths.runtimeCore, '@module-federation/error-codes$': paths.errorCodes });
    for (const file of [paths.runtimeCore, paths.errorCodes]) {
      expect(file).toMatch(/\.cjs$/);
      expect(existsSync(file)).toBe(true);
    }
  });
});

describe('the shell', () => {
  it('provides every module a remote reads, on the globals its plugin is given', () => {
    for (const name of SHARED_BUNDLER_RUNTIME_MODULES) {
      expect(provider).toContain(`import { ${name} } from '@module-federation/webpack-bundler-runtime/dist/${name}.cjs';`);
    }
    const options = federationOptions({ name: 'shell', kind: 'host', port: 3000, dir: path.join(repo, 'shell') });
    expect(options.runtimePlugins).toEqual([[expect.stringMatching(/static[\\/]federation-runtime-provider\.mjs$/), FEDERATION_RUNTIME_GLOBALS]]);
  });

  it('is the only app that provides the runtime', () => {
    const exposes = { './routes': './src/routes.tsx', './lifecycles': './src/lifecycles.tsx' };
    const options = federationOptions({ name: 'mf_finance', kind: 'remote', port: 3001, dir: path.join(repo, 'mf-finance'), exposes });
    expect(options.runtimePlugins).toBeUndefined();
  });
});
