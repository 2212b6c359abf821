// `pnpm bench`: figures for this build, printed as tables (tests never assert timings).
//   1. each app's cold production build time (rspack build, no cache, one app after the other);
//   2. the JavaScript and CSS bytes (raw and gzip) a browser downloads for a cold load of the public
//      pages `/`, `/pricing`, `/templates`, `/blog/<a post>`, `/help-center` and `/documentation`, then `/login`, `/app/dashboard` and
//      `/app/transactions` (signed in), split by origin (shell vs each remote), measured in headless
//      /usr/bin/chromium against the static servers, with a throwaway backend;
//   3. whether any shared package was downloaded twice (its files fetched from two origins, or two
//      loaded copies in the federation share scope);
//   4. the public pages' JavaScript against PUBLIC_PAGE_JS_BUDGET_KIB (PASS / OVER: a figure to
//      watch, never a failure);
//   5. every application route (/login, /signup, /app/dashboard and each manifest page with a built
//      component, signed in) against its budget as PASS / OVER, the heavy libraries each one
//      downloaded on a cold load (a download no click asked for is a finding), and the packages that
//      weigh most on /login and /app/dashboard (scripts/lib/route-budgets.mjs, from source maps);
//   6. route changes in the signed-in app: a first visit to a remote's page with and without
//      hovering its sidebar link first, and warm remote-to-remote changes, in ms, against the targets
//      (300 ms first visit, 100 ms warm) as PASS / OVER;
//   7. then the backend's `bench:api`, `bench:data` and `bench:reports` (every report RPC at a million
//      ledger lines) when they exist, and its reconciliation, import (100,000 history lines staged,
//      previewed, committed and undone) and budget benches;
//   8. the settings import's file readers on a 100,000-line General Ledger CSV, in rows per second
//      (`mf-settings/bench/import-read.bench.ts`; no backend, no browser).
// Flags: --skip-build (measure the existing dist), --skip-backend-bench, --public-only (the public
// pages alone: no backend, no signed-in pages), --bytes-only (the byte figures alone: no backend
// benches, no Gantt bench, no import readers' bench), --route-changes-only (sign in and time the route changes of step 6: no byte
// figures, no backend benches), --json <file>.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, REPO_ROOT, appDist, runtimeConfigFor } from './lib/apps.mjs';
import { ephemeralSecrets } from './lib/secrets.mjs';
import { BACKEND_DIR, backendAvailable, startBackendProcess } from './lib/backend.mjs';
import { resolveBin, spawnNode, stopAll, stopAllOnSignals } from './lib/processes.mjs';
import { serveStatic } from './serve-static.mjs';
import { freePort, freePortBlock } from '../packages/backend/src/db/free-port.mjs';
import { PUBLIC_PAGES, PUBLIC_PAGE_JS_BUDGET_KIB, applicationRoutes, budgetOf, heavyLibrariesOfLoad, packagesOfLoad } from './lib/route-budgets.mjs';
import { publicPageJavaScript, readBuilds, routeJavaScript } from './lib/route-javascript.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const publicOnly = args.includes('--public-only');
const bytesOnly = args.includes('--bytes-only');
const routeChangesOnly = args.includes('--route-changes-only');
const skipBackendBench = publicOnly || bytesOnly || routeChangesOnly || args.includes('--skip-backend-bench');
const useBackend = !publicOnly && backendAvailable();
const jsonIndex = args.indexOf('--json');
const jsonFile = jsonIndex >= 0 ? args[jsonIndex + 1] : undefined;

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const BENCH_USER = { email: 'bench@missionbase.test', password: 'bench-Password-123' };
const SHARED_PACKAGES = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@missionbase/router', 'jotai', 'dayjs', '@missionbase/session', '@missionbase/ui', '@missionbase/ui/head', '@missionbase/ui/table', '@missionbase/ui/forms', '@missionbase/ui/pickers', '@missionbase/ui/dates', '@missionbase/ui/periods', '@missionbase/ui/toggles', '@missionbase/ui/upload', '@missionbase/ui/export', '@missionbase/ui/display', '@missionbase/ui/tabs', '@missionbase/ui/card', '@missionbase/ui/statistic'];

/** The public pages measured against the budget (PUBLIC_PAGES in scripts/lib/route-budgets.mjs). */
function publicPagesToMeasure() {
  return PUBLIC_PAGES.map((page) => page.path);
}

const cleanups = [];
stopAllOnSignals(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}

function table(headers, rows) {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

async function coldBuilds() {
  const results = [];
  for (const app of APPS) {
    const cwd = path.join(REPO_ROOT, app.dir);
    const started = process.hrtime.bigint();
    const child = spawnNode(`build ${app.dir}`, [resolveBin(cwd, '@rspack/cli', 'rspack'), 'build'], { cwd, env: { NODE_ENV: 'production' }, quiet: true });
    const code = await child.exited;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (code !== 0) throw new Error(`rspack build of ${app.dir} failed (exit ${code}); run \`pnpm --filter ./${app.dir} build\` to see why`);
    results.push({ app: app.dir, seconds });
    console.log(`  ${app.dir.padEnd(16)} ${seconds.toFixed(2)} s`);
  }
  return results;
}

/** Which shared package each emitted file carries, per app, from its mf-manifest.json. */
function sharedAssetIndex() {
  const byFile = new Map();
  for (const app of APPS) {
    const manifestPath = path.join(appDist(app), 'mf-manifest.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    for (const shared of manifest.shared ?? []) {
      const files = [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? []), ...(shared.assets?.css?.sync ?? []), ...(shared.assets?.css?.async ?? [])];
      for (const file of files) {
        const key = `${app.dir}/${file}`;
        const names = byFile.get(key) ?? new Set();
        names.add(shared.name);
        byFile.set(key, names);
      }
    }
  }
  return byFile;
}

async function signUpBenchUser(apiUrl, anonKey) {
  const response = await fetch(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_USER.email, password: BENCH_USER.password, data: { full_name: 'Bench User', organization_name: 'Bench Org' } }),
  });
  if (!response.ok) throw new Error(`sign-up of the bench user failed: ${response.status} ${await response.text()}`);
}

async function measurePage(browser, { url, storageState, ready, appOfPort, sharedIndex }) {
  // A new context has an empty HTTP cache: this is a cold load.
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  const files = [];
  const pending = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const request = response.request();
        const type = request.resourceType();
        const contentType = response.headers()['content-type'] ?? '';
        const kind = type === 'script' || contentType.includes('javascript') ? 'js' : type === 'stylesheet' || contentType.includes('text/css') ? 'css' : undefined;
        if (!kind) return;
        const responseUrl = new URL(response.url());
        const app = appOfPort.get(Number(responseUrl.port));
        if (!app) return;
        const body = await response.body().catch(() => undefined);
        if (!body) return;
        files.push({ app: app.dir, kind, file: responseUrl.pathname.replace(/^\//, ''), raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
      })(),
    );
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const shareScope = await page.evaluate((names) => {
    const instances = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    const result = {};
    for (const name of names) {
      const loaded = new Set();
      for (const scopeMap of Object.values(instances)) {
        for (const scope of Object.values(scopeMap)) {
          for (const [version, shared] of Object.entries(scope[name] ?? {})) {
            if (shared.loaded || shared.loading) loaded.add(`${version}@${shared.from}`);
          }
        }
      }
      result[name] = [...loaded];
    }
    return result;
  }, SHARED_PACKAGES);
  await context.close();

  const sharedOrigins = new Map();
  for (const file of files) {
    for (const name of sharedIndex.get(`${file.app}/${file.file}`) ?? []) {
      const origins = sharedOrigins.get(name) ?? new Set();
      origins.add(file.app);
      sharedOrigins.set(name, origins);
    }
  }
  const duplicates = [];
  for (const [name, origins] of sharedOrigins) if (origins.size > 1) duplicates.push(`${name} from ${[...origins].join(' and ')}`);
  for (const [name, copies] of Object.entries(shareScope)) if (copies.length > 1) duplicates.push(`${name}: ${copies.length} loaded copies (${copies.join(', ')})`);
  const sharedFrom = Object.fromEntries([...sharedOrigins].sort(([a], [b]) => a.localeCompare(b)).map(([name, origins]) => [name, [...origins]]));
  return { files, duplicates, shareScope, sharedFrom };
}

function summarise(files) {
  const byApp = new Map();
  for (const file of files) {
    const row = byApp.get(file.app) ?? { app: file.app, files: 0, jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0 };
    row.files += 1;
    if (file.kind === 'js') {
      row.jsRaw += file.raw;
      row.jsGzip += file.gzip;
    } else {
      row.cssRaw += file.raw;
      row.cssGzip += file.gzip;
    }
    byApp.set(file.app, row);
  }
  const rows = APPS.map((app) => byApp.get(app.dir)).filter(Boolean);
  const total = rows.reduce(
    (sum, row) => ({ app: 'total', files: sum.files + row.files, jsRaw: sum.jsRaw + row.jsRaw, jsGzip: sum.jsGzip + row.jsGzip, cssRaw: sum.cssRaw + row.cssRaw, cssGzip: sum.cssGzip + row.cssGzip }),
    { app: 'total', files: 0, jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0 },
  );
  return { rows, total };
}

async function measureBytes() {
  for (const app of APPS) {
    const marker = path.join(appDist(app), app.federationName === 'shell' ? 'index.html' : 'mf-manifest.json');
    if (!existsSync(marker)) throw new Error(`${app.dir}/dist is missing: run \`pnpm build\` (or drop --skip-build)`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run \`node scripts/ensure-e2e-tools.mjs\``);

  const appBase = await freePortBlock(APPS.length);
  let apiUrl = 'http://localhost:9';
  // A throw-away backend gets throw-away secrets (the published ones are refused outside tests).
  const secrets = ephemeralSecrets();
  if (useBackend) {
    const apiPort = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'missionbase-bench-'));
    await chmod(dataDir, 0o755);
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    console.log('  starting a throwaway backend for the signed-in page...');
    await startBackendProcess({
      apiPort,
      quiet: true,
      env: { ...secrets.env, MB_PG_PORT: String(await freePort()), MB_DATA_DIR: path.join(dataDir, 'postgres'), MB_STORAGE_DIR: path.join(dataDir, 'storage'), MB_SEED_DEMO: 'false', MB_LOG_REQUESTS: 'false' },
    });
    apiUrl = `http://localhost:${apiPort}`;
    await signUpBenchUser(apiUrl, secrets.anonKey);
  }

  const runtimeConfig = runtimeConfigFor({ appBase, apiUrl, anonKey: secrets.anonKey });
  const appOfPort = new Map();
  for (const app of APPS) {
    const server = await serveStatic({ dir: appDist(app), port: appBase + app.offset, spa: app.federationName === 'shell', runtimeConfig });
    cleanups.push(() => server.close());
    appOfPort.set(appBase + app.offset, app);
  }
  const origin = `http://localhost:${appBase}`;

  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  cleanups.push(() => browser.close());
  const sharedIndex = sharedAssetIndex();

  const h1 = (page) => page.locator('h1').first().waitFor({ state: 'visible', timeout: 30000 });
  const pages = [
    ...publicPagesToMeasure().map((pathname) => ({ name: pathname, url: `${origin}${pathname}`, ready: h1, public: true })),
  ];
  if (!publicOnly) {
    pages.push({ name: '/login', route: '/login', url: `${origin}/login`, ready: (page) => page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 30000 }) });
    pages.push({ name: '/signup', route: '/signup', url: `${origin}/signup`, ready: (page) => page.locator('h1, form button').first().waitFor({ state: 'visible', timeout: 30000 }), routeOnly: true });
  }
  if (useBackend) {
    // Sign in once through the real form, keep the storage, then load the dashboard cold with it.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(BENCH_USER.email);
    await page.getByLabel('Password').fill(BENCH_USER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/app\//, { timeout: 30000 });
    const storageState = await context.storageState();
    await context.close();
    pages.push({ name: '/app/dashboard (signed in)', route: '/app/dashboard', url: `${origin}/app/dashboard`, storageState, ready: (p) => p.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 30000 }) });
    // The one page here where a domain remote joins the shell: the duplicate check matters most.
    pages.push({ name: '/app/transactions (signed in)', route: '/app/transactions', url: `${origin}/app/transactions`, storageState, ready: (p) => p.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor({ timeout: 30000 }) });
    // Every other application route, signed in, cold (one figure line each, no origin table).
    const measured = new Set(pages.map((target) => target.route).filter(Boolean));
    for (const route of applicationRoutes()) {
      if (measured.has(route)) continue;
      // A route whose heading never shows still has its bytes counted; the note says so.
      const ready = (p) => h1(p).catch(() => console.log(`  ${route}: no <h1> within 30 s (bytes counted as loaded)`));
      pages.push({ name: `${route} (signed in)`, route, url: `${origin}${route}`, storageState, ready, routeOnly: true });
    }
  } else {
    console.log(publicOnly ? '  --public-only: signed-in pages are not measured' : '  no backend yet: /app/dashboard is not measured');
  }

  lastRun = { browser, origin, storageState: pages.find((target) => target.storageState)?.storageState };
  const results = [];
  for (const target of routeChangesOnly ? [] : pages) {
    const measured = await measurePage(browser, { ...target, appOfPort, sharedIndex });
    results.push({ page: target.name, route: target.route, routeOnly: target.routeOnly === true, public: target.public === true, ...summarise(measured.files), duplicates: measured.duplicates, shareScope: measured.shareScope, sharedFrom: measured.sharedFrom, files: measured.files });
  }
  return results;
}

/** The browser, shell origin and signed-in storage of the byte run, for the route-change timings. */
let lastRun = null;

/** Waits until the page has fetched nothing new for 500 ms (resource timing entries stop growing). */
async function settle(page) {
  let count = -1;
  for (let stable = 0; stable < 5; ) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    stable = now === count ? stable + 1 : 0;
    count = now;
    await page.waitForTimeout(100);
  }
}

/**
 * Clicks the sidebar link to `href` from inside the page and returns the milliseconds until its
 * content shows (`ms`): the page's <h1> reads `heading` and no "Loading <page>…" placeholder is left
 * (the remote's page chunk has rendered; the page's own data may still be loading), and how many
 * JavaScript files the change fetched after the click (`scripts`).
 */
async function timeSidebarClick(page, href, heading, { hover }) {
  // Open every collapsed group (each click changes the set, so take the first one each time).
  const collapsed = page.locator('button.mb-sidebar-group[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  const link = page.locator(`a.mb-sidebar-link[href="${href}"]`).first();
  if (hover) {
    await link.hover();
    await settle(page);
  } else {
    // Away from the sidebar, so no link is hovered (hovering one would prefetch its page).
    await page.mouse.move(900, 500);
  }
  return page.evaluate(
    ({ href, heading }) =>
      new Promise((resolve, reject) => {
        const anchor = document.querySelector(`a.mb-sidebar-link[href="${href}"]`);
        if (!anchor) return reject(new Error(`no sidebar link to ${href}`));
        const start = performance.now();
        const shown = () =>
          [...document.querySelectorAll('h1')].some((h1) => h1.textContent?.trim() === heading) &&
          ![...document.querySelectorAll('[role="status"]')].some((status) => /^Loading .*…$/.test(status.textContent?.trim() ?? ''));
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          const ms = performance.now() - start;
          // Code the click still had to fetch: none when the page was prefetched or visited before.
          const scripts = performance.getEntriesByType('resource').filter((entry) => entry.startTime >= start && /\.js(\?|$)/.test(entry.name)).length;
          resolve({ ms, scripts });
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${heading} did not show within 30 s`));
        }, 30000);
      }),
    { href, heading },
  );
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The route-change targets, on loopback: a first visit to a remote's page, and a warm change. */
const FIRST_VISIT_TARGET_MS = 300;
const WARM_CHANGE_TARGET_MS = 100;

/**
 * Printed and never asserted: route changes inside the signed-in app on loopback.
 * First visits start from a cold dashboard (a new context, empty HTTP cache) to Employees (mf_hr):
 * one clicked with the pointer elsewhere (nothing prefetched: the sidebar then waits up to 250 ms for
 * the page's code before it navigates), one after hovering the link (the shell fetches the remote's
 * entry, its routes module and the page's own chunk on hover or focus).
 * Warm: two pairs of pages of different remotes, all visited before, alternated. Median and min of
 * the runs, with PASS / OVER against the target (the median counts).
 */
async function measureRouteChanges() {
  if (!lastRun?.storageState) return null;
  const { browser, origin, storageState } = lastRun;
  const rows = [];
  const target = { href: '/app/hr/employees', heading: 'Employees' };
  const firstVisits = { hovered: [], unhovered: [] };
  for (let run = 0; run < 3; run += 1) {
    for (const [kind, hover] of [['unhovered', false], ['hovered', true]]) {
      const context = await browser.newContext({ storageState });
      const page = await context.newPage();
      await page.goto(`${origin}/app/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 30000 });
      await settle(page);
      firstVisits[kind].push(await timeSidebarClick(page, target.href, target.heading, { hover }));
      await context.close();
    }
  }
  rows.push(['first visit, no hover (nothing prefetched)', `dashboard -> ${target.href}`, firstVisits.unhovered, FIRST_VISIT_TARGET_MS]);
  rows.push(['first visit, link hovered first (page prefetched)', `dashboard -> ${target.href}`, firstVisits.hovered, FIRST_VISIT_TARGET_MS]);
  const pairs = [
    [{ href: '/app/transactions', heading: 'Transactions' }, { href: '/app/hr/employees', heading: 'Employees' }],
    [{ href: '/app/projects/tasks', heading: 'Tasks' }, { href: '/app/supply-chain/purchase-orders', heading: 'Purchase Orders' }],
  ];
  for (const [first, second] of pairs) {
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    await page.goto(`${origin}${first.href}`);
    await page.getByRole('heading', { level: 1, name: first.heading }).waitFor({ timeout: 30000 });
    await timeSidebarClick(page, second.href, second.heading, { hover: false });
    await settle(page);
    await timeSidebarClick(page, first.href, first.heading, { hover: false });
    await settle(page);
    const warm = [];
    for (let run = 0; run < 5; run += 1) {
      warm.push(await timeSidebarClick(page, second.href, second.heading, { hover: false }));
      await settle(page);
      warm.push(await timeSidebarClick(page, first.href, first.heading, { hover: false }));
      await settle(page);
    }
    await context.close();
    rows.push(['warm, both visited before', `${first.href} <-> ${second.href}`, warm, WARM_CHANGE_TARGET_MS]);
  }
  const results = rows.map(([change, route, changes, targetMs]) => {
    const times = changes.map((one) => one.ms);
    const med = median(times);
    return {
      change,
      route,
      medianMs: Number(med.toFixed(1)),
      minMs: Number(Math.min(...times).toFixed(1)),
      runs: times.length,
      scriptsAfterClick: Math.max(...changes.map((one) => one.scripts)),
      targetMs,
      verdict: med <= targetMs ? 'PASS' : 'OVER',
    };
  });
  console.log('\nRoute changes in the signed-in app (ms from the click to the page\'s <h1> with its code rendered; loopback; printed, never asserted):');
  console.log(
    table(
      ['change', 'route', 'runs', 'JS files after click (max)', 'median ms', 'min ms', 'target ms', 'verdict'],
      results.map((row) => [row.change, row.route, row.runs, row.scriptsAfterClick, row.medianMs.toFixed(0), row.minMs.toFixed(0), row.targetMs, row.verdict]),
    ),
  );
  return results;
}

async function runBackendBenches() {
  const manifest = JSON.parse(readFileSync(path.join(BACKEND_DIR, 'package.json'), 'utf8'));
  for (const name of ['bench:api', 'bench:data', 'bench:reports']) {
    const script = manifest.scripts?.[name];
    const file = script?.match(/--import tsx (\S+)$/)?.[1];
    if (!file || !existsSync(path.join(BACKEND_DIR, file))) {
      console.log(`\n${name}: not available yet (packages/backend has no ${file ?? 'script'})`);
      continue;
    }
    console.log(`\n== ${name} ==`);
    const child = spawnNode(name, ['--import', 'tsx', file], { cwd: BACKEND_DIR });
    const code = await child.exited;
    if (code !== 0) console.log(`${name} exited with ${code}`);
  }
  for (const file of ['bench/reconciliation-matching.bench.ts']) if (existsSync(path.join(BACKEND_DIR, file))) { console.log(`\n== ${file} ==`); const code = await spawnNode(file, ['--import', 'tsx', file], { cwd: BACKEND_DIR }).exited; if (code !== 0) console.log(`${file} exited with ${code}`); }
  for (const file of ['bench/import.bench.ts']) if (existsSync(path.join(BACKEND_DIR, file))) { console.log(`\n== ${file} ==`); const code = await spawnNode(file, ['--import', 'tsx', file], { cwd: BACKEND_DIR }).exited; if (code !== 0) console.log(`${file} exited with ${code}`); }
  for (const file of ['bench/budget-vs-actual.bench.ts']) if (existsSync(path.join(BACKEND_DIR, file))) { console.log(`\n== ${file} ==`); const code = await spawnNode(file, ['--import', 'tsx', file], { cwd: BACKEND_DIR }).exited; if (code !== 0) console.log(`${file} exited with ${code}`); }
}

/** Step 8: the import readers' rows per second, in the settings remote's own bench. */
async function runImportReadBench() {
  const dir = path.join(REPO_ROOT, 'mf-settings');
  const file = 'bench/import-read.bench.ts';
  if (!existsSync(path.join(dir, file))) return;
  console.log(`\n== mf-settings/${file} ==`);
  const code = await spawnNode(file, ['--import', 'tsx', file], { cwd: dir }).exited;
  if (code !== 0) console.log(`${file} exited with ${code}`);
}

/** Prints the byte tables of step 2-5 and returns the figures the JSON file carries. */
function printByteFigures(pages) {
  for (const result of pages) {
    if (result.routeOnly) continue;
    console.log(`\n${result.page}`);
    const rows = [...result.rows, result.total].map((row) => [row.app, row.files, kb(row.jsRaw), kb(row.jsGzip), kb(row.cssRaw), kb(row.cssGzip)]);
    console.log(table(['origin', 'files', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip'], rows));
    const fetched = Object.entries(result.sharedFrom).map(([name, origins]) => `${name} (${origins.join(', ')})`);
    console.log(`shared packages fetched: ${fetched.length > 0 ? fetched.join(', ') : 'none identified'}`);
    console.log(result.duplicates.length === 0 ? 'shared packages downloaded twice: none' : `shared packages downloaded twice: ${result.duplicates.join('; ')}`);
  }

  // The size test (`pnpm test:bundle`) computes each page's JavaScript from the build instead of a
  // browser: both figures side by side, and the files only one of them counts, show where they part.
  const builds = readBuilds();
  const key = (file) => `${file.app}/${file.file}`;
  const compare = (browserFiles, fromBuild) => {
    const browser = new Set(browserFiles.filter((file) => file.kind === 'js').map(key));
    const build = new Set(fromBuild.map(key));
    return {
      fromBuildKiB: Number((fromBuild.reduce((sum, file) => sum + file.gzip, 0) / 1024).toFixed(1)),
      onlyInBrowser: [...browser].filter((file) => !build.has(file)),
      onlyInBuild: [...build].filter((file) => !browser.has(file)),
    };
  };
  const printParted = (rows, name) => {
    const parted = rows.filter((row) => row.onlyInBrowser.length > 0 || row.onlyInBuild.length > 0);
    console.log(
      parted.length === 0
        ? 'The browser and the build count the same files on every one.'
        : `Files only one of them counts:\n${parted.map((row) => `  ${row[name]}: browser only ${row.onlyInBrowser.join(', ') || '-'}; build only ${row.onlyInBuild.join(', ') || '-'}`).join('\n')}`,
    );
  };

  const budget = pages
    .filter((result) => result.public)
    .map((result) => {
      const kib = result.total.jsGzip / 1024;
      // antd reaches the page only inside the shared design system.
      const antd = '@missionbase/ui' in result.sharedFrom;
      const target = PUBLIC_PAGES.find((entry) => entry.path === result.page);
      const fromBuild = target ? compare(result.files, publicPageJavaScript(target, builds)) : { fromBuildKiB: Number.NaN, onlyInBrowser: [], onlyInBuild: [] };
      return { page: result.page, jsGzipKiB: Number(kib.toFixed(1)), ...fromBuild, verdict: kib <= PUBLIC_PAGE_JS_BUDGET_KIB ? 'PASS' : 'OVER', antd };
    });
  console.log(`\nPublic pages: JavaScript on a cold load against the budget of ${PUBLIC_PAGE_JS_BUDGET_KIB} KiB gzip (PUBLIC_PAGE_JS_BUDGET_KIB);`);
  console.log('"from the build" is what the size test computes without a browser (scripts/lib/route-javascript.mjs):');
  console.log(table(['page', 'JS gzip KiB', 'from the build', 'budget', 'antd fetched', 'verdict'], budget.map((row) => [row.page, row.jsGzipKiB.toFixed(1), row.fromBuildKiB.toFixed(1), PUBLIC_PAGE_JS_BUDGET_KIB, row.antd ? 'yes' : 'no', row.verdict])));
  printParted(budget, 'page');

  const routeBudgets = pages
    .filter((result) => result.route)
    .map((result) => {
      const kib = result.total.jsGzip / 1024;
      const budgetKiB = budgetOf(result.route);
      const heavy = heavyLibrariesOfLoad(result.route, result.files);
      const fromBuild = compare(result.files, routeJavaScript(result.route, builds));
      return {
        route: result.route,
        jsGzipKiB: Number(kib.toFixed(1)),
        ...fromBuild,
        budgetKiB,
        verdict: kib <= budgetKiB ? 'PASS' : 'OVER',
        heavy: heavy.found,
        unneededHeavy: heavy.unneeded,
        duplicates: result.duplicates,
      };
    });
  console.log('\nApplication routes: JavaScript on a cold load, gzip, all origins, against the budget');
  console.log('(/login and /signup 250 KiB; /app/dashboard 450 KiB signed in; any other route dashboard + 80 KiB);');
  console.log('"from the build" is what the size test computes without a browser (scripts/lib/route-javascript.mjs):');
  console.log(
    table(
      ['route', 'JS gzip KiB', 'from the build', 'budget', 'verdict', 'heavy libraries downloaded', 'copies'],
      routeBudgets.map((row) => [row.route, row.jsGzipKiB.toFixed(1), row.fromBuildKiB.toFixed(1), row.budgetKiB, row.verdict, row.heavy.map((label) => (row.unneededHeavy.includes(label) ? `${label} (NOT NEEDED)` : label)).join(', ') || '-', row.duplicates.length === 0 ? 'one' : 'TWICE']),
    ),
  );
  printParted(routeBudgets, 'route');
  const over = routeBudgets.filter((row) => row.verdict === 'OVER').length;
  const unneeded = routeBudgets.filter((row) => row.unneededHeavy.length > 0);
  console.log(`${routeBudgets.length - over} PASS, ${over} OVER; heavy libraries downloaded without being used: ${unneeded.length === 0 ? 'none' : unneeded.map((row) => `${row.route} (${row.unneededHeavy.join(', ')})`).join('; ')}`);
  const weights = {};
  for (const result of pages.filter((entry) => entry.route === '/login' || entry.route === '/app/dashboard')) {
    const top = packagesOfLoad(result.files).slice(0, 15);
    weights[result.route] = top.map(([name, bytes]) => ({ name, gzipKiB: Number((bytes / 1024).toFixed(1)) }));
    console.log(`\nWhat weighs on ${result.route} (KiB gzip, estimated: each file's gzip split by its source map's source sizes):`);
    console.log(table(['package', 'KiB gzip'], top.map(([name, bytes]) => [name, kb(bytes)])));
  }

  return { budget, routeBudgets, weights };
}

async function main() {
  const started = new Date();
  const load = os.loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(
    `Missionbase bench, ${started.toISOString()}, ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
      `Node ${process.version}, load average ${load} (timings suffer when other work shares the machine)\n`,
  );

  let builds = [];
  if (skipBuild) {
    console.log('Cold builds: skipped (--skip-build)');
  } else {
    console.log('Cold production builds (rspack build, no cache, one app at a time):');
    builds = await coldBuilds();
    console.log('\n' + table(['app', 'seconds'], [...builds.map((b) => [b.app, b.seconds.toFixed(2)]), ['total', builds.reduce((s, b) => s + b.seconds, 0).toFixed(2)]]));
  }

  if (!routeChangesOnly) console.log('\nBytes downloaded on a cold load (JavaScript and CSS; KiB; gzip at level 6):');
  const pages = await measureBytes();
  const { budget, routeBudgets, weights } = routeChangesOnly ? { budget: [], routeBudgets: [], weights: {} } : printByteFigures(pages);

  const routeChanges = await measureRouteChanges().catch((error) => {
    console.log(`\nroute-change timings failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });

  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await stopAll();

  if (jsonFile) {
    writeFileSync(
      jsonFile,
      JSON.stringify({ date: started.toISOString(), loadAverage: os.loadavg(), cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, builds, publicPageBudgetKiB: PUBLIC_PAGE_JS_BUDGET_KIB, budget, routeBudgets, weights, routeChanges, pages }, null, 2),
    );
    console.log(`\nFigures written to ${jsonFile}`);
  }
  if (!skipBackendBench && backendAvailable()) await runBackendBenches();
  if (!publicOnly && !bytesOnly && !routeChangesOnly) await runImportReadBench();
  if (useBackend && !bytesOnly && !routeChangesOnly) await import('../mf-projects/bench/gantt.bench.mjs').then((bench) => bench.runGanttBench()).catch((error) => console.log(`\ngantt bench failed: ${error instanceof Error ? error.message : String(error)}`));
}

main().catch(async (error) => {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  await stopAll();
  process.exit(1);
});
