// The Module Federation runtime for a remote's own pages (its standalone harness and lifecycles.html).
// A remote's build leaves the runtime out (`experiments.externalRuntime`: its remoteEntry.js reads it
// from the global `_FEDERATION_RUNTIME_CORE`, which the shell provides in the app), so a page that
// mounts the remote without the shell loads this file first. Built by a compiler of its own
// (packages/mf-config/src/create-app-config.ts, FederationRuntimeAssetPlugin), never by the app's.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
