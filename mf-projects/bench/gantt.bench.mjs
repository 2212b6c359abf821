// The Gantt route's figures for `pnpm bench`: the JavaScript (and CSS) a browser downloads
// for a cold load of /app/projects/gantt (gzip level 6, per origin, and the projects remote's part
// that only this route loads), and the time to draw 500 tasks: from a client-side navigation to the
// route until the chart's bars are on screen, and a zoom change redrawn. It starts its own throwaway
// backend (no demo data) and serves the built apps (run `pnpm build` first, or `pnpm bench` which
// builds). Standalone: `node mf-projects/bench/gantt.bench.mjs`.
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { APPS, appDist, runtimeConfigFor } from '../../scripts/lib/apps.mjs';
import { ephemeralSecrets } from '../../scripts/lib/secrets.mjs';
import { startBackendProcess } from '../../scripts/lib/backend.mjs';
import { stopChild } from '../../scripts/lib/processes.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { freePort, freePortBlock } from '../../packages/backend/src/db/free-port.mjs';

const CHROMIUM = '/usr/bin/chromium';
const TASKS = 500;
const USER = { email: 'gantt-bench@missionbase.test', password: 'gantt-bench-Password-1' };

async function api(apiUrl, anonKey, token, pathname, body) {
  const response = await fetch(`${apiUrl}${pathname}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${token ?? anonKey}`, 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A user with an organization, 10 projects of 50 tasks each, every task waiting for the one before. */
async function seedPlan(apiUrl, anonKey) {
  await api(apiUrl, anonKey, null, '/auth/v1/signup', { email: USER.email, password: USER.password, data: { full_name: 'Gantt Bench', organization_name: 'Gantt Bench Org' } });
  const session = await api(apiUrl, anonKey, null, '/auth/v1/token?grant_type=password', { email: USER.email, password: USER.password });
  const token = session.access_token;
  const members = await fetch(`${apiUrl}/rest/v1/organization_members?select=organization_id`, { headers: { apikey: anonKey, authorization: `Bearer ${token}` } }).then((r) => r.json());
  const organizationId = members[0].organization_id;
  const day = (offset) => new Date(Date.UTC(2026, 0, 5 + offset)).toISOString().slice(0, 10);
  const projects = await api(apiUrl, anonKey, token, '/rest/v1/projects', Array.from({ length: 10 }, (_, index) => ({ organization_id: organizationId, name: `Bench project ${index + 1}`, status: 'active' })));
  const tasks = [];
  for (const [p, project] of projects.entries()) {
    for (let t = 0; t < TASKS / projects.length; t += 1) {
      tasks.push({ organization_id: organizationId, project_id: project.id, name: `Task ${p + 1}.${t + 1}`, sort_order: t, start_date: day(t * 3), due_date: day(t * 3 + 3), progress: t % 100 });
    }
  }
  const inserted = await api(apiUrl, anonKey, token, '/rest/v1/project_tasks', tasks);
  const links = [];
  for (let index = 1; index < inserted.length; index += 1) {
    if (inserted[index].project_id === inserted[index - 1].project_id) {
      links.push({ organization_id: organizationId, predecessor_id: inserted[index - 1].id, successor_id: inserted[index].id });
    }
  }
  await api(apiUrl, anonKey, token, '/rest/v1/task_dependencies', links);
  return { tasks: inserted.length, links: links.length };
}

function kib(bytes) {
  return (bytes / 1024).toFixed(1);
}

export async function runGanttBench() {
  for (const app of APPS) {
    const marker = path.join(appDist(app), app.federationName === 'shell' ? 'index.html' : 'mf-manifest.json');
    if (!existsSync(marker)) throw new Error(`${app.dir}/dist is missing: run \`pnpm build\` first`);
  }
  const cleanups = [];
  try {
    const secrets = ephemeralSecrets();
    const apiPort = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'missionbase-gantt-bench-'));
    await chmod(dataDir, 0o755);
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const backend = await startBackendProcess({
      apiPort,
      quiet: true,
      env: { ...secrets.env, MB_PG_PORT: String(await freePort()), MB_DATA_DIR: path.join(dataDir, 'postgres'), MB_STORAGE_DIR: path.join(dataDir, 'storage'), MB_SEED_DEMO: 'false', MB_LOG_REQUESTS: 'false' },
    });
    cleanups.push(() => stopChild(backend));
    const apiUrl = `http://localhost:${apiPort}`;
    const seeded = await seedPlan(apiUrl, secrets.anonKey);

    const appBase = await freePortBlock(APPS.length);
    const runtimeConfig = runtimeConfigFor({ appBase, apiUrl, anonKey: secrets.anonKey });
    const appOfPort = new Map();
    for (const app of APPS) {
      const server = await serveStatic({ dir: appDist(app), port: appBase + app.offset, spa: app.federationName === 'shell', runtimeConfig });
      cleanups.push(() => server.close());
      appOfPort.set(appBase + app.offset, app.dir);
    }
    const origin = `http://localhost:${appBase}`;
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
    cleanups.push(() => browser.close());

    // Sign in once; every measurement below starts from a cold cache with that session.
    const signIn = await browser.newContext();
    const loginPage = await signIn.newPage();
    await loginPage.goto(`${origin}/login`);
    await loginPage.getByLabel('Email').fill(USER.email);
    await loginPage.getByLabel('Password').fill(USER.password);
    await loginPage.getByRole('button', { name: 'Sign In' }).click();
    await loginPage.waitForURL(/\/app\//, { timeout: 60000 });
    const storageState = await signIn.storageState();
    await signIn.close();

    // 1. Bytes of a cold load of the Gantt route, and which of them the overview does not need.
    const bytesOf = async (url, ready) => {
      const context = await browser.newContext({ storageState });
      const page = await context.newPage();
      const files = new Map();
      const pending = [];
      page.on('response', (response) => pending.push((async () => {
        const type = response.request().resourceType();
        const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : (response.headers()['content-type'] ?? '').includes('css') ? 'css' : undefined;
        const port = Number(new URL(response.url()).port);
        if (!kind || !appOfPort.has(port)) return;
        const body = await response.body().catch(() => undefined);
        if (body) files.set(response.url(), { app: appOfPort.get(port), kind, gzip: gzipSync(body, { level: 6 }).length, raw: body.length });
      })()));
      await page.goto(url);
      await ready(page);
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      await context.close();
      return files;
    };
    const gantt = await bytesOf(`${origin}/app/projects/gantt`, (page) => page.locator('.wx-bar').first().waitFor({ timeout: 60000 }));
    const overview = await bytesOf(`${origin}/app/projects/overview`, (page) => page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: 60000 }));
    const sum = (files, filter) => [...files.entries()].filter(filter).reduce((total, [, file]) => ({ raw: total.raw + file.raw, gzip: total.gzip + file.gzip }), { raw: 0, gzip: 0 });
    const totalJs = sum(gantt, ([, file]) => file.kind === 'js');
    const totalCss = sum(gantt, ([, file]) => file.kind === 'css');
    const routeOnlyJs = sum(gantt, ([url, file]) => file.kind === 'js' && !overview.has(url));
    const routeOnlyCss = sum(gantt, ([url, file]) => file.kind === 'css' && !overview.has(url));
    const projectsJs = sum(gantt, ([, file]) => file.kind === 'js' && file.app === 'mf-projects');

    // 2. Render time: a client-side navigation from the overview to the Gantt (the app is loaded,
    //    the chart's chunk is not), until the bars are drawn; then a zoom change redrawn.
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    await page.goto(`${origin}/app/projects/overview`);
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: 60000 });
    const navigationStart = Date.now();
    await page.getByRole('link', { name: 'Gantt Chart' }).first().click();
    await page.locator('.wx-bar').first().waitFor({ timeout: 60000 });
    await page.waitForFunction(() => document.querySelectorAll('.wx-bar').length > 10, undefined, { timeout: 60000 });
    const firstRender = Date.now() - navigationStart;
    const zoomStart = Date.now();
    await page.getByText('Month', { exact: true }).click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('zoom') === 'month' && document.querySelectorAll('.wx-bar').length > 10, undefined, { timeout: 60000 });
    const zoomRender = Date.now() - zoomStart;
    const barsDrawn = await page.locator('.wx-bar').count();
    await context.close();

    console.log(`\n== Gantt route (/app/projects/gantt), ${seeded.tasks} tasks in 10 projects, ${seeded.links} dependencies ==`);
    console.log(`JavaScript on a cold load: ${kib(totalJs.gzip)} KiB gzip (${kib(totalJs.raw)} raw), CSS ${kib(totalCss.gzip)} KiB gzip`);
    console.log(`  of which only this route loads (not /app/projects/overview): JS ${kib(routeOnlyJs.gzip)} KiB gzip (${kib(routeOnlyJs.raw)} raw), CSS ${kib(routeOnlyCss.gzip)} KiB gzip`);
    console.log(`  mf-projects' share: JS ${kib(projectsJs.gzip)} KiB gzip`);
    console.log(`Render of ${seeded.tasks} tasks: ${firstRender} ms from the click on Gantt Chart to the bars drawn (chart chunk fetched, data loaded); zoom to Month ${zoomRender} ms; ${barsDrawn} bars in the DOM (rows are virtualized)`);
    return { totalJs, routeOnlyJs, firstRender, zoomRender };
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch {
        // A server already closed: nothing left to clean.
      }
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runGanttBench().then(
    () => process.exit(0),
    (error) => {
      console.error(`gantt bench failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
