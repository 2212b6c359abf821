// The ONE rspack + Module Federation config factory: every app's rspack.config.ts is a call to it.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import type { RemoteExposeName, RequiredRemoteExposeName } from './remote-modules';
import { federationOptions } from './federation-options';
import { DESIGN_SYSTEM_CHUNKS } from './design-system-chunks';
import { FEDERATION_RUNTIME_FILE, FederationRuntimeAssetPlugin, federationRuntimeAliases, federationRuntimeExternals } from './federation-runtime';

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
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
      // The host compiles the runtime provider (federation-runtime.ts): its imports are the runtime's own files.
      ...(kind === 'host' ? { alias: federationRuntimeAliases() } : {}),
    },
    // A remote reads the federation runtime's shared parts from the page's globals (federation-runtime.ts).
    ...(kind === 'remote' ? { externals: federationRuntimeExternals() } : {}),
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
        // A remote's build leaves the federation runtime's shared parts out (federation-runtime.ts):
        // its harness page loads the ones built beside it first (FederationRuntimeAssetPlugin below).
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
      // The federation runtime provider (static/) runs at the runtime's start-up and holds no components.
      ...(development ? [new ReactRefreshRspackPlugin({ exclude: [/[\\/]node_modules[\\/]/, /[\\/]packages[\\/]mf-config[\\/]static[\\/]/] })] : []),
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
