// One Module Federation runtime per page: the packages of the runtime the shell
// provides on globals, the externals that make every remote's build read them from there instead of
// bundling its own copy, and `federation-runtime.js`, the same globals for a remote's own pages.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Compiler, type ExternalItem, type Stats } from '@rspack/core';

/**
 * The globals a page's runtime lives on. runtime-core (the federation instance, loading, sharing),
 * its error messages, and the bundler runtime's functions (remotes, consumes, initializeSharing,
 * initContainerEntry, init...), which take the container's own `__webpack_require__` as an argument
 * and keep no state of their own. What keeps a container's state stays in each build: the bundler
 * runtime's entry (the `federation` object: a fresh `bundlerRuntimeOptions` and share scope per
 * container) and `@module-federation/runtime` (its module-level instance, the one `loadRemote` uses).
 */
export const FEDERATION_RUNTIME_GLOBALS = {
  runtimeCore: '_FEDERATION_RUNTIME_CORE',
  errorCodes: '_FEDERATION_ERROR_CODES',
  bundlerRuntime: '_FEDERATION_BUNDLER_RUNTIME',
} as const;

/** The bundler runtime's modules (dist/<name>.cjs, required by its entry) that come from the page's globals. */
export const SHARED_BUNDLER_RUNTIME_MODULES = [
  'attachShareScopeMap',
  'consumes',
  'getSharedFallbackGetter',
  'init',
  'initContainerEntry',
  'initializeSharing',
  'installInitialConsumes',
  'remotes',
] as const;

export interface FederationRuntimePaths {
  /** runtime-core's CommonJS entry: the file the runtime inside the shell's own build requires. */
  runtimeCore: string;
  errorCodes: string;
  /** The bundler runtime's dist folder (its entry is `index.cjs`, the rest is required from it). */
  bundlerRuntimeDist: string;
}

let resolvedPaths: FederationRuntimePaths | undefined;

/**
 * The installed files, resolved the way the federation plugin resolves them (from the runtime-tools
 * next to @module-federation/enhanced), so the provider below and the shell's own runtime are the
 * same modules in the shell's build (one copy) and a remote's externals match its requests.
 */
export function federationRuntimePaths(): FederationRuntimePaths {
  if (resolvedPaths) return resolvedPaths;
  const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced'));
  const fromRuntimeTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools/package.json'));
  const bundlerRuntimeEntry = fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime');
  const fromRuntime = createRequire(createRequire(bundlerRuntimeEntry).resolve('@module-federation/runtime'));
  resolvedPaths = {
    runtimeCore: fromRuntime.resolve('@module-federation/runtime-core'),
    errorCodes: fromRuntime.resolve('@module-federation/error-codes'),
    bundlerRuntimeDist: path.dirname(bundlerRuntimeEntry),
  };
  return resolvedPaths;
}

/**
 * The specifiers static/federation-runtime-provider.mjs imports, pointed at the exact files the
 * shell's runtime uses (the CommonJS builds: an ES import of the package would pick its ES build,
 * a second copy).
 */
export function federationRuntimeAliases(paths: FederationRuntimePaths = federationRuntimePaths()): Record<string, string> {
  return {
    '@module-federation/runtime-core$': paths.runtimeCore,
    '@module-federation/error-codes$': paths.errorCodes,
    '@module-federation/webpack-bundler-runtime/dist': paths.bundlerRuntimeDist,
  };
}

/** The runtime plugin a host adds to provide the globals (static/federation-runtime-provider.mjs), with their names. */
export function federationRuntimeProviderPlugin(): [string, Record<string, unknown>] {
  return [path.join(import.meta.dirname, '..', 'static', 'federation-runtime-provider.mjs'), { ...FEDERATION_RUNTIME_GLOBALS }];
}

/** The global a remote's build reads for a request, or undefined when it bundles the module. */
export function federationRuntimeGlobalFor(request: string, context: string, paths: FederationRuntimePaths = federationRuntimePaths()): string | undefined {
  if (request === '@module-federation/runtime-core') return FEDERATION_RUNTIME_GLOBALS.runtimeCore;
  if (request === '@module-federation/error-codes') return FEDERATION_RUNTIME_GLOBALS.errorCodes;
  if (path.resolve(context) !== paths.bundlerRuntimeDist) return undefined;
  const shared = SHARED_BUNDLER_RUNTIME_MODULES.some((name) => request === `./${name}.cjs`);
  return shared ? FEDERATION_RUNTIME_GLOBALS.bundlerRuntime : undefined;
}

/** A remote's externals: the runtime's shared parts come from the page's globals (global externals). */
export function federationRuntimeExternals(): ExternalItem {
  const paths = federationRuntimePaths();
  return ({ request, context }, callback) => {
    const global = request && context ? federationRuntimeGlobalFor(request, context, paths) : undefined;
    if (global) callback(null, global, 'global');
    else callback();
  };
}

/** The federation runtime a remote's own pages load before anything else (static/federation-runtime.mjs). */
export const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

let federationRuntimeBuild: Promise<string> | undefined;

/**
 * The provider alone, as a classic script that sets the globals a remote's remoteEntry.js and harness
 * read (in the app the shell provides them). Built by a compiler of its own because the remote's
 * compilation leaves those modules out; once per process (the same file for every rebuild).
 */
function buildFederationRuntime(production: boolean): Promise<string> {
  federationRuntimeBuild ??= (async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'mb-federation-runtime-'));
    const compiler = rspack({
      mode: production ? 'production' : 'development',
      context: import.meta.dirname,
      entry: { runtime: path.join(import.meta.dirname, '..', 'static', 'federation-runtime.mjs') },
      devtool: false,
      output: { path: outDir, filename: FEDERATION_RUNTIME_FILE, iife: true, uniqueName: 'mb_federation_runtime' },
      resolve: { alias: federationRuntimeAliases() },
      plugins: [new rspack.DefinePlugin({ FEDERATION_RUNTIME_GLOBALS: JSON.stringify(FEDERATION_RUNTIME_GLOBALS) })],
      optimization: production ? { minimize: true } : {},
      performance: { hints: false },
    });
    const stats = await new Promise<Stats | undefined>((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    if (!stats || stats.hasErrors()) throw new Error(`MF_RUNTIME_BUILD_FAILED: ${stats?.toString('errors-only') ?? 'no stats'}`);
    const code = await readFile(path.join(outDir, FEDERATION_RUNTIME_FILE), 'utf8');
    await rm(outDir, { recursive: true, force: true });
    return code;
  })();
  return federationRuntimeBuild;
}

/** Adds federation-runtime.js to a remote's output (its harness page and lifecycles.html load it first). */
export class FederationRuntimeAssetPlugin {
  constructor(private readonly production: boolean) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FederationRuntimeAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'FederationRuntimeAssetPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.emitAsset(FEDERATION_RUNTIME_FILE, new compiler.webpack.sources.RawSource(await buildFederationRuntime(this.production)));
        },
      );
    });
  }
}
