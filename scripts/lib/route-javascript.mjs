// The JavaScript a cold load of an application route downloads, computed from the production build
// (no browser): the files Module Federation's runtime fetches, found by walking what the build
// wrote (built-chunks.mjs) the way the runtime does. A route's load starts from the shell's
// index.html scripts and the import() of its bootstrap, then the shell's areas the route renders
// (the session frame and the session, then the sign-in pages or the signed-in area), then for a
// remote's page the remote's container, its `./routes` module and the page's own import() from its
// page table; the dashboard loads each dashboard remote's `./dashboard-widgets` instead. Every
// chunk loaded brings the shared packages it consumes, from the shell, which provides every one
// (a test in e2e/platform proves it). Code a page imports later (a drawer on open, the calendar of
// a custom date range, a file library on export) is not part of it, as in the browser.
// Sizes are gzip level 6 of each file, as `pnpm bench` measures the browser's downloads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, REPO_ROOT } from './apps.mjs';
import { readAppBuild } from './built-chunks.mjs';

/** The remotes whose widgets the dashboard shows (shell/src/dashboard/dashboard-remotes.ts, read from its source). */
export function dashboardRemotes() {
  const source = readFileSync(path.join(REPO_ROOT, 'shell', 'src', 'dashboard', 'dashboard-remotes.ts'), 'utf8');
  const remotes = [...source.matchAll(/remote:\s*'([\w]+)'/g)].map((match) => match[1]);
  if (remotes.length === 0) throw new Error('ROUTE_JS_NO_DASHBOARD_REMOTES: shell/src/dashboard/dashboard-remotes.ts lists no remote');
  return remotes;
}

/** The remote whose src/page-components.tsx builds `route` (its page table), or undefined. */
export function remoteOfRoute(route) {
  for (const app of APPS) {
    if (app.federationName === 'shell') continue;
    let table;
    try {
      table = readFileSync(path.join(REPO_ROOT, app.dir, 'src', 'page-components.tsx'), 'utf8');
    } catch {
      continue;
    }
    if (table.includes(`'${route}':`)) return app;
  }
  return undefined;
}

const gzipSizes = new Map();

/** Gzip size (level 6) of a built file, computed once per run. */
function gzipSize(key, text) {
  let size = gzipSizes.get(key);
  if (size === undefined) {
    size = gzipSync(Buffer.from(text), { level: 6 }).length;
    gzipSizes.set(key, size);
  }
  return size;
}

/** Reads every app's build once (a few seconds: the source maps are decoded on first use). */
export function readBuilds() {
  return new Map(APPS.map((app) => [app.federationName, readAppBuild(app)]));
}

/**
 * One cold load: the files fetched so far (per app), with the loaders that add a chunk, a shared
 * package, an exposed module or a dynamic import and everything those bring.
 */
class ColdLoad {
  constructor(builds) {
    this.builds = builds;
    this.shell = builds.get('shell');
    this.files = [];
    this.seenFiles = new Set();
    this.seenChunks = new Set();
    this.seenShared = new Set();
    this.seenContainers = new Set();
  }

  addFile(build, file) {
    const key = `${build.app.dir}/${file}`;
    if (this.seenFiles.has(key)) return;
    this.seenFiles.add(key);
    const text = build.texts.get(file);
    if (text === undefined) throw new Error(`ROUTE_JS_MISSING_FILE: ${key} is not in the build`);
    const raw = Buffer.byteLength(text);
    this.files.push({ app: build.app.dir, kind: 'js', file, raw, gzip: gzipSize(`${build.dist}/${file}`, text) });
  }

  chunk(build, id) {
    const key = `${build.app.federationName}:${id}`;
    if (this.seenChunks.has(key)) return;
    this.seenChunks.add(key);
    const file = build.chunkFiles.get(id);
    if (file) this.addFile(build, file);
    for (const shareKey of build.consumesByChunk.get(id) ?? []) this.shared(shareKey, build);
  }

  chunks(build, ids) {
    for (const id of ids) this.chunk(build, id);
  }

  /** A shared package: the shell provides every one; a package only a remote declares comes from that remote. */
  shared(shareKey, consumer) {
    if (this.seenShared.has(shareKey)) return;
    this.seenShared.add(shareKey);
    const provider = this.shell.providerChunks.has(shareKey) ? this.shell : consumer;
    const ids = provider.providerChunks.get(shareKey);
    if (!ids) throw new Error(`ROUTE_JS_NO_PROVIDER: no app provides ${shareKey}`);
    this.chunks(provider, ids);
  }

  container(remote) {
    if (this.seenContainers.has(remote.app.federationName)) return;
    this.seenContainers.add(remote.app.federationName);
    this.addFile(remote, remote.runtimeFile);
  }

  expose(remote, name) {
    const ids = remote.exposes.get(name);
    if (!ids) throw new Error(`ROUTE_JS_NO_EXPOSE: ${remote.app.dir} exposes no ./${name}`);
    this.container(remote);
    this.chunks(remote, ids);
  }

  /** The import() calls of `build` that resolve to the module built from `source` (all of them: same chunks). */
  importOf(build, source) {
    const modules = build.moduleSources();
    const targets = new Set([...modules].filter(([, module]) => module.source === source).map(([id]) => id));
    const imports = build.dynamicImports.filter((site) => targets.has(site.module));
    if (imports.length === 0) throw new Error(`ROUTE_JS_NO_IMPORT: nothing in ${build.app.dir}'s build imports ${source} with import()`);
    for (const site of imports) this.chunks(build, site.chunks);
  }

  /** The page table's import() of `route` in the remote's `./routes` module. */
  pageOf(remote, route) {
    const files = remote.exposes.get('routes').map((id) => remote.chunkFiles.get(id)).filter(Boolean);
    const quoted = JSON.stringify(route).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const loader = new RegExp(`${quoted}:\\(\\)=>(Promise\\.all\\(\\[[^\\]]*\\]\\)|[\\w$]+\\.e\\(\\d+\\))`);
    for (const file of files) {
      const match = remote.texts.get(file)?.match(loader);
      if (match) {
        this.chunks(remote, [...match[1].matchAll(/\.e\((\d+)\)/g)].map((id) => id[1]));
        return;
      }
    }
    throw new Error(`ROUTE_JS_NO_PAGE: ${remote.app.dir}'s ./routes has no page loader for ${route}`);
  }
}

function shellSource(file) {
  return `shell/src/${file}`;
}

/** A cold load's start: the shell's index.html scripts and its entry's import() of the bootstrap. */
function startShell(load) {
  const shell = load.shell;
  for (const script of shell.entryScripts) load.addFile(shell, script);
  const [entryImport] = shell.dynamicImports.filter((site) => site.file === shell.entryScripts[0]);
  if (!entryImport) throw new Error(`ROUTE_JS_NO_BOOTSTRAP: ${shell.entryScripts[0]} imports no bootstrap`);
  load.chunks(shell, entryImport.chunks);
}

/**
 * The files a cold load of an application route downloads (`/login`, `/signup`, `/app/...`), in
 * load order: `{ app, kind, file, raw, gzip }`, the shape `pnpm bench` records for the browser's
 * downloads.
 */
export function routeJavaScript(route, builds = readBuilds()) {
  const load = new ColdLoad(builds);
  const shell = load.shell;
  startShell(load);
  const auth = route === '/login' || route === '/signup';
  load.shared('@missionbase/session', shell);
  load.importOf(shell, shellSource('routing/session-frame.tsx'));
  load.importOf(shell, shellSource(auth ? 'routing/auth-area.tsx' : 'routing/app-area.tsx'));

  if (route === '/app/dashboard') {
    for (const name of dashboardRemotes()) load.expose(builds.get(name), 'dashboard-widgets');
  } else if (!auth) {
    const app = remoteOfRoute(route);
    if (!app) throw new Error(`ROUTE_JS_NO_REMOTE: no remote's page table builds ${route}`);
    const remote = builds.get(app.federationName);
    load.expose(remote, 'routes');
    load.pageOf(remote, route);
  }
  return load.files;
}

/**
 * The files a cold load of a public page downloads: the shell's public area (no session, no antd),
 * mf-marketing's container and `./routes`, the page's own import() (`page`: its module, e.g.
 * `mf-marketing/src/help-center/HelpCenterPage.tsx`) and, for a blog post, its text (`content`:
 * its request in the lazy context of the posts, `./our-first-grant.md`).
 */
export function publicPageJavaScript({ page, content }, builds = readBuilds()) {
  const load = new ColdLoad(builds);
  startShell(load);
  load.importOf(load.shell, shellSource('routing/PublicAreaRoute.tsx'));
  const marketing = builds.get('mf_marketing');
  load.expose(marketing, 'routes');
  load.importOf(marketing, page);
  if (content) {
    const entries = marketing.lazyContextEntries.get(content);
    if (!entries || entries.length !== 1) throw new Error(`ROUTE_JS_NO_CONTENT: mf-marketing's build has ${entries?.length ?? 0} lazy entries for ${content}, not one`);
    load.chunks(marketing, entries[0].chunks);
  }
  return load.files;
}

/** KiB of gzip JavaScript in a list of loaded files. */
export function javaScriptKiB(files) {
  return files.filter((file) => file.kind === 'js').reduce((sum, file) => sum + file.gzip, 0) / 1024;
}
