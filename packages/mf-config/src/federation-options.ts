// The Module Federation options of an app: its name and exposes, the shared singletons, a lazy
// share strategy, the manifest on and type generation off.
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { AppConfigOptions } from './create-app-config';
import { federationRuntimeProviderPlugin } from './federation-runtime';
import { sharedSingletons } from './shared-dependencies';

export type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

export function federationOptions(options: AppConfigOptions): FederationOptions {
  return {
    name: options.name,
    ...(options.kind === 'remote' ? { filename: 'remoteEntry.js', exposes: options.exposes } : {}),
    // Remotes are registered at runtime from runtime-config.json, never at build time.
    remotes: {},
    shared: sharedSingletons(options.dir),
    // 'version-first' would fetch every registered remote's entry at start-up to compare
    // versions; 'loaded-first' keeps remotes lazy, so one down remote cannot block the shell.
    shareStrategy: 'loaded-first',
    manifest: true,
    // One federation runtime per page: the shell provides the runtime's shared
    // parts on globals from a runtime plugin that starts with its own runtime, and each remote's build
    // reads them from there (create-app-config.ts: externals) instead of carrying its own copy in
    // remoteEntry.js. federation-runtime.ts says which parts and why the rest stays in each build.
    ...(options.kind === 'host' ? { runtimePlugins: [federationRuntimeProviderPlugin()] } : {}),
    // Exposed modules are typed by hand in remote-modules.ts; no type server, no @mf-types.
    dts: false,
  };
}
