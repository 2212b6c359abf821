// A bare HTML page that is not our shell: it loads one remote's federation runtime (a remote's
// remoteEntry.js reads it from globals, which our shell provides and any other host loads from
// federation-runtime.js beside it: docs/platform.md) and remoteEntry.js, initialises the
// container (the Module Federation runtime inside it) with an empty share scope, configures the
// remote's session copy, and mounts the remote's single-spa lifecycles into a div.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serveStatic, type StaticServer } from '../../scripts/serve-static.mjs';
import { LOCAL_ANON_KEY } from '../../scripts/lib/apps.mjs';
import { API_URL } from './env.ts';

export interface BareHostOptions {
  /** e.g. 'mf_finance': also the global the remoteEntry.js declares. */
  federationName: string;
  remoteOrigin: string;
  basePath: string;
  links: readonly { label: string; to: string }[];
}

function barePage(options: BareHostOptions): string {
  const config = JSON.stringify({ ...options, supabaseUrl: API_URL, supabaseAnonKey: LOCAL_ANON_KEY });
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Bare host</title></head>
<body>
<p>A page that is not the Missionbase shell.</p>
<div id="remote-mount" data-testid="bare-mount"></div>
<script>
const config = ${config};
function loadScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = resolve;
    script.onerror = () => reject(new Error('could not load ' + src));
    document.head.appendChild(script);
  });
}
window.__bareHost = (async () => {
  await loadScript(config.remoteOrigin + '/federation-runtime.js');
  await loadScript(config.remoteOrigin + '/remoteEntry.js');
  const container = window[config.federationName];
  const shareScope = {};
  await container.init(shareScope);
  // The remote registered its own shared copies; configure the session copy it will use.
  const sessionVersions = shareScope['@missionbase/session'];
  const sessionShared = sessionVersions && Object.values(sessionVersions)[0];
  if (!sessionShared) throw new Error('the remote registered no @missionbase/session');
  const sessionModule = (await sessionShared.get())();
  sessionModule.configureSession({ supabaseUrl: config.supabaseUrl, supabaseAnonKey: config.supabaseAnonKey });
  const lifecycles = (await container.get('./lifecycles'))();
  const props = { name: 'bare-host', domElement: document.getElementById('remote-mount'), basePath: config.basePath, links: config.links };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  return 'mounted';
})().catch((error) => 'failed: ' + (error && error.message ? error.message : String(error)));
</script>
</body>
</html>
`;
}

export interface BareHost {
  origin: string;
  close(): Promise<void>;
}

/** Serves the bare page on a free port for every path (the remote's router reads the URL). */
export async function startBareHost(options: BareHostOptions): Promise<BareHost> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'missionbase-bare-host-'));
  await writeFile(path.join(dir, 'index.html'), barePage(options));
  const server: StaticServer = await serveStatic({ dir, port: 0, spa: true });
  return {
    origin: server.url,
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
