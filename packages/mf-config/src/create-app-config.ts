// The ONE rspack + Module Federation config factory: every app's rspack.config.ts is a call to it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type Stats } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import type { RemoteExposeName, RequiredRemoteExposeName } from './remote-modules';
import { federationOptions } from './federation-options';
import { DESIGN_SYSTEM_CHUNKS } from './design-system-chunks';

export type AppKind = 'host' | 'remote';

export interface AppConfigOptions {
  /** Federation name: 'shell' or 'mf_finance' etc. */
  name: string;
  kind: AppKind;
  /** Dev-server port (the contract: shell 3000, remotes 3001-3006). */
  port: number;
  /** The app's folder (pass import.meta.dirname). */
  dir: string;
  /** For remotes: './routes', './lifecycles' (required) and optional ones (./dashboard-widgets) mapped to source files. */
  exposes?: Record<`./${RequiredRemoteExposeName}`, string> & Partial<Record<`./${RemoteExposeName}`, string>>;
  /** The <title> of the app's HTML page before any page sets its own. */
  htmlTitle?: string;
}

const TAGLINE = 'Missionbase - Nonprofit Management';

export function createAppConfig(options: AppConfigOptions): Configuration {
  const { name, kind, port, dir } = options;
  if (kind === 'remote' && !options.exposes) throw new Error(`MF_REMOTE_WITHOUT_EXPOSES: ${name} must expose ./routes and ./lifecycles`);
  const production = process.env.NODE_ENV === 'production';
  const development = !production;

  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // The host owns the page's URL space, so its chunks load from the root even on deep links;
      // a remote's chunks load from wherever its remoteEntry.js came from.
      publicPath: kind === 'host' ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'] },
    module: {
      rules: [
        {
          // Workspace packages are consumed as TypeScript source: they resolve to their real
          // paths outside node_modules, so this rule compiles them too.
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development, refresh: development } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(import.meta.dirname, 'index.html'),
        title: options.htmlTitle ?? TAGLINE,
        // A remote's build has no federation runtime of its own (federation-options.ts): its harness
        // page loads the one built beside it first (FederationRuntimeAssetPlugin below).
        templateParameters: { federationRuntime: kind === 'remote' ? `/${FEDERATION_RUNTIME_FILE}` : '' },
        // Only the app's own entry: for a remote the page is its standalone harness, and the
        // container (remoteEntry.js) is for hosts, not for this page.
        chunks: ['main'],
        // Absolute, so a deep link (/app/transactions) still loads /main.js.
        publicPath: '/',
      }),
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: 'public', to: '.', noErrorOnMissing: true },
          // A remote also ships a bare page that mounts it through ./lifecycles alone.
          ...(kind === 'remote' ? [{ from: path.join(import.meta.dirname, '..', 'static', 'lifecycles.html'), to: 'lifecycles.html' }] : []),
        ],
      }),
      new ModuleFederationPlugin(federationOptions(options)),
      ...(kind === 'remote' ? [new FederationRuntimeAssetPlugin(production)] : []),
      ...(development ? [new ReactRefreshRspackPlugin()] : []),
    ],
    devServer: {
      port,
      host: 'localhost',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      // `pnpm dev` hands every dev server the installation's runtime configuration (its own anon
      // key, scripts/lib/secrets.mjs) to answer instead of public/'s, which holds the published one.
      setupMiddlewares: (middlewares) => {
        const runtimeConfig = process.env.MB_RUNTIME_CONFIG;
        if (runtimeConfig) {
          middlewares.unshift({
            name: 'runtime-config',
            path: '/runtime-config.json',
            middleware: (_req: unknown, res: { setHeader(name: string, value: string): void; end(body: string): void }) => {
              res.setHeader('content-type', 'application/json; charset=utf-8');
              res.setHeader('cache-control', 'no-cache');
              res.end(runtimeConfig);
            },
          });
        }
        return middlewares;
      },
    },
    performance: { hints: false },
    optimization: production ? { minimize: true, ...(kind === 'host' ? { splitChunks: DESIGN_SYSTEM_CHUNKS } : {}) } : {},
  };
}

/** The federation runtime a remote's own pages load before anything else (static/federation-runtime.mjs). */
export const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

let federationRuntimeBuild: Promise<string> | undefined;

/**
 * `@module-federation/runtime-core` alone, as a classic script that sets the global
 * `_FEDERATION_RUNTIME_CORE` a remote's remoteEntry.js and harness read (issue 21 point 2: in the app
 * the shell provides that global, so each remoteEntry.js no longer carries its own runtime, about
 * 28 KiB gzip). Built by a compiler of its own because the remote's compilation leaves the package
 * out entirely; once per process (the same file for every rebuild).
 */
function buildFederationRuntime(production: boolean): Promise<string> {
  federationRuntimeBuild ??= (async () => {
    // Resolved the way the federation plugin resolves it, so both are the one installed version.
    const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced'));
    const runtimeTools = path.dirname(fromEnhanced.resolve('@module-federation/runtime-tools/package.json'));
    // Its package.json is not exported: the folder is the one above the main file's dist/.
    const runtimeCoreMain = createRequire(path.join(runtimeTools, 'package.json')).resolve('@module-federation/runtime-core');
    const runtimeCore = runtimeCoreMain.slice(0, runtimeCoreMain.lastIndexOf(`${path.sep}dist${path.sep}`));
    const outDir = await mkdtemp(path.join(tmpdir(), 'mb-federation-runtime-'));
    const compiler = rspack({
      mode: production ? 'production' : 'development',
      context: import.meta.dirname,
      entry: { runtime: path.join(import.meta.dirname, '..', 'static', 'federation-runtime.mjs') },
      devtool: false,
      output: { path: outDir, filename: FEDERATION_RUNTIME_FILE, iife: true, uniqueName: 'mb_federation_runtime' },
      resolve: { alias: { '@module-federation/runtime-core$': runtimeCore } },
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
class FederationRuntimeAssetPlugin {
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
