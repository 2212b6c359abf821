// Public pages load without the application's heavy code: a cold load of a public page downloads no
// antd, none of the shell's application area (layout, pages, palette, notifications) and no
// supabase client; the signed-in dashboard still loads antd, once, from the shell. antd reaches the
// page only inside the shared `@missionbase/ui`, so its files are that package's. The files are
// named by each app's own mf-manifest.json (which chunks carry which shared package) and by the
// shell's application-area chunk name, so the test follows the builds instead of hard-coding them.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { APPS } from '../../scripts/lib/apps.mjs';
import { signedInTest } from '../support/signed-in.ts';
import { readShareScope } from '../support/share-scope.ts';
import { remoteUrl } from '../support/env.ts';

interface ManifestShared {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } }[];
}

/** The shell's lazily loaded application area (webpackChunkName "app-area" in shell/src/routing). */
const APP_AREA_CHUNK = /^\/app-area\.[0-9a-f]+\.js$/;

/** Absolute URLs of every file any app's manifest lists for the given shared package. */
async function filesOfSharedPackage(request: APIRequestContext, name: string): Promise<Set<string>> {
  const files = new Set<string>();
  for (const app of APPS) {
    const origin = remoteUrl(app.offset);
    const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as ManifestShared;
    const shared = manifest.shared.find((entry) => entry.name === name);
    if (!shared) continue;
    const { js, css } = shared.assets;
    for (const file of [...js.sync, ...js.async, ...css.sync, ...css.async]) files.add(`${origin}/${file}`);
  }
  return files;
}

/** Where antd, the session package (supabase-js) and react-query come from, in a source map's sources. */
const ANTD_SOURCE = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:antd|@rc-component|@ant-design)\//;
const SESSION_SOURCE = /packages\/session\/src\/|node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?@supabase\//;
const REACT_QUERY_SOURCE = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?@tanstack\//;

/**
 * Of these files, those whose code comes from a source matching `pattern` (read from each file's
 * source map; a file without one counts). A manifest lists with a shared package the files its chunk
 * needs, the shell's small common file of workspace modules (`shell-shared`) too, which every page
 * loads: what matters is whether the package's own code came down.
 */
async function filesCarrying(request: APIRequestContext, files: readonly string[], pattern: RegExp): Promise<string[]> {
  const carrying: string[] = [];
  for (const file of files) {
    const map = await request.get(`${file}.map`);
    const sources = map.ok() ? (((await map.json()) as { sources?: string[] }).sources ?? []) : null;
    if (sources === null || sources.some((source) => pattern.test(source))) carrying.push(file);
  }
  return carrying;
}

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url().split('?')[0]!));
  return urls;
}

const PUBLIC_PAGES = [
  { path: '/', heading: 'Nonprofit finance and operations, in one place' },
  { path: '/pricing', heading: 'Pricing' },
  { path: '/blog', heading: 'Blog' },
];

for (const target of PUBLIC_PAGES) {
  test(`a cold load of ${target.path} downloads no antd, no application area, no supabase client and no react-query`, async ({ page, request }) => {
    const designSystem = await filesOfSharedPackage(request, '@missionbase/ui');
    const session = await filesOfSharedPackage(request, '@missionbase/session');
    const reactQuery = await filesOfSharedPackage(request, '@tanstack/react-query');
    expect(reactQuery.size, 'the manifests name react-query files').toBeGreaterThan(0);
    expect(designSystem.size, 'the manifests name @missionbase/ui (antd) files').toBeGreaterThan(0);

    const requested = recordRequests(page);
    await page.goto(target.path);
    await expect(page.getByTestId('public-layout').getByRole('heading', { level: 1, name: target.heading, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The page really came through the federation: the marketing remote's entry was fetched.
    expect(requested).toContain(`${remoteUrl(6)}/remoteEntry.js`);
    expect(await filesCarrying(request, requested.filter((url) => designSystem.has(url)), ANTD_SOURCE), '@missionbase/ui (antd) files fetched').toEqual([]);
    expect(await filesCarrying(request, requested.filter((url) => session.has(url)), SESSION_SOURCE), '@missionbase/session (supabase-js) files fetched').toEqual([]);
    expect(await filesCarrying(request, requested.filter((url) => reactQuery.has(url)), REACT_QUERY_SOURCE), '@tanstack/react-query files fetched').toEqual([]);
    const shellFiles = requested.filter((url) => url.startsWith(`${remoteUrl(0)}/`)).map((url) => new URL(url).pathname);
    expect(shellFiles.filter((file) => APP_AREA_CHUNK.test(file)), 'application area chunks fetched').toEqual([]);
    // And nothing evaluated antd on the page: the design system's share-scope entry was never loaded.
    const report = await readShareScope(page, ['@missionbase/ui']);
    expect(report['@missionbase/ui']?.loaded ?? []).toEqual([]);
  });
}

signedInTest('the signed-in dashboard loads the application area and antd, once, from the shell', async ({ page, request }) => {
  const antd = await filesOfSharedPackage(request, '@missionbase/ui');
  const requested = recordRequests(page);
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('app-shell').getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const antdFetched = requested.filter((url) => antd.has(url));
  expect(antdFetched.length, 'antd files fetched').toBeGreaterThan(0);
  expect(new Set(antdFetched).size, 'each antd file fetched once').toBe(antdFetched.length);
  expect(new Set(antdFetched.map((url) => new URL(url).origin)), 'origins antd came from').toEqual(new Set([remoteUrl(0)]));
  expect(requested.some((url) => url.startsWith(`${remoteUrl(0)}/`) && APP_AREA_CHUNK.test(new URL(url).pathname))).toBe(true);
  const report = await readShareScope(page, ['@missionbase/ui']);
  expect(report['@missionbase/ui']?.loaded.map((copy) => copy.from)).toEqual(['shell']);
});
