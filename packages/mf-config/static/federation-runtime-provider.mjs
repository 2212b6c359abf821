// The Module Federation runtime a page provides to every remote container on it:
// the shell adds this file as a runtime plugin, and a remote's own pages load it as
// federation-runtime.js (federation-runtime.mjs). Each remote's build reads these modules from the
// globals (packages/mf-config/src/federation-runtime.ts, which also points the specifiers below at the
// exact files the shell's own runtime uses, so the shell holds one copy) instead of carrying its own.
import * as runtimeCore from '@module-federation/runtime-core';
import * as errorCodes from '@module-federation/error-codes';
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.cjs';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.cjs';
import { getSharedFallbackGetter } from '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.cjs';
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.cjs';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.cjs';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.cjs';
import { remotes } from '@module-federation/webpack-bundler-runtime/dist/remotes.cjs';

// One object per bundler-runtime module a remote's build leaves out: each module's exports are one
// function named like it, so a single object serves every one of those requests.
const bundlerRuntime = {
  attachShareScopeMap,
  consumes,
  getSharedFallbackGetter,
  init,
  initContainerEntry,
  initializeSharing,
  installInitialConsumes,
  remotes,
};

/**
 * Puts the runtime on the globals named in `globals` (FEDERATION_RUNTIME_GLOBALS). A page keeps the
 * first runtime it was given, so every container on it runs the same one.
 */
export function provideFederationRuntime(globals) {
  globalThis[globals.runtimeCore] ??= runtimeCore;
  globalThis[globals.errorCodes] ??= errorCodes;
  globalThis[globals.bundlerRuntime] ??= bundlerRuntime;
}

/** The host's runtime plugin: its federation runtime starts before any remote can load. */
export default function federationRuntimeProvider(globals) {
  provideFederationRuntime(globals);
  return { name: 'missionbase-federation-runtime-provider' };
}
