// The Module Federation runtime for a remote's own pages (its standalone harness and lifecycles.html)
// and for a host that is not our shell. A remote's build reads the runtime's shared parts from globals
// (packages/mf-config/src/federation-runtime.ts), which the shell provides in the app, so a page that
// mounts the remote without the shell loads this file first. Built by a compiler of its own
// (FederationRuntimeAssetPlugin), never by the app's; FEDERATION_RUNTIME_GLOBALS is defined there.
/* global FEDERATION_RUNTIME_GLOBALS */
import { provideFederationRuntime } from './federation-runtime-provider.mjs';

provideFederationRuntime(FEDERATION_RUNTIME_GLOBALS);
