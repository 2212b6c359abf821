// The route size test (`pnpm test:bundle`, scripts/bundle/) computes each route's JavaScript from the
// build without a browser (scripts/lib/route-javascript.mjs). This keeps that walk honest: a cold
// load in Chromium of a sign-in page, the dashboard, a remote's page and a public page downloads
// exactly the JavaScript files the walk names, until the network is idle; nothing more (a prefetch
// the walk does not know of, a chunk a page's first render pulls in) and nothing less. Signed in as
// a new user of an empty organization, as the size test assumes. `pnpm bench` prints the same
// comparison for every route.
import { expect, test, type Page } from '@playwright/test';
import { APPS } from '../../scripts/lib/apps.mjs';
import { PUBLIC_PAGES } from '../../scripts/lib/route-budgets.mjs';
import { publicPageJavaScript, readBuilds, routeJavaScript } from '../../scripts/lib/route-javascript.mjs';
import { createAccount, startSessionAs } from '../support/accounts.ts';
import { remoteUrl } from '../support/env.ts';

const APP_OF_ORIGIN = new Map(APPS.map((app) => [remoteUrl(app.offset), app.dir]));

/** `<app dir>/<file>` of every JavaScript file the page downloads from the apps' origins, from now on. */
function recordJavaScript(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const app = APP_OF_ORIGIN.get(url.origin);
    const script = response.request().resourceType() === 'script' || (response.headers()['content-type'] ?? '').includes('javascript');
    if (app && script) files.add(`${app}/${url.pathname.replace(/^\//, '')}`);
  });
  return files;
}

const builds = readBuilds();
const named = (files: readonly { app: string; file: string }[]) => [...new Set(files.map((file) => `${file.app}/${file.file}`))].sort();

const blogPost = PUBLIC_PAGES.find((page) => page.content !== undefined);

const LOADS = [
  { route: '/login', signedIn: false, ready: (page: Page) => page.getByRole('button', { name: 'Sign In' }), expected: () => named(routeJavaScript('/login', builds)) },
  { route: '/app/dashboard', signedIn: true, ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' }), expected: () => named(routeJavaScript('/app/dashboard', builds)) },
  { route: '/app/transactions', signedIn: true, ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Transactions' }), expected: () => named(routeJavaScript('/app/transactions', builds)) },
  ...(blogPost ? [{ route: blogPost.path, signedIn: false, ready: (page: Page) => page.getByTestId('public-layout').getByRole('heading', { level: 1 }), expected: () => named(publicPageJavaScript(blogPost, builds)) }] : []),
];

for (const { route, signedIn, ready, expected } of LOADS) {
  test(`a cold load of ${route} downloads exactly the JavaScript files the build walk names`, async ({ page }) => {
    if (signedIn) await startSessionAs(page, await createAccount('build-walk'));
    const downloaded = recordJavaScript(page);
    await page.goto(route);
    await expect(ready(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...downloaded].sort()).toEqual(expected());
  });
}
