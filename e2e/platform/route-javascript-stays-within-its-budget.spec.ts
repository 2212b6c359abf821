// Issue 21 point 6: a route's JavaScript cannot silently grow. Each application route is loaded cold
// (a new browser context, empty HTTP cache), signed in as a new user of an empty organization like
// `pnpm bench`, and every JavaScript file of every app's origin is counted gzipped (level 6, as the
// bench does). The test fails when a route exceeds its ceiling by more than 5 %: its issue-21 budget,
// or, for a route still over that budget, the bytes measured when it was last recorded
// (ROUTE_CEILINGS_KIB in scripts/lib/route-budgets.mjs; docs/performance.md). Bytes are
// deterministic for a build, so this is not a timing test.
import { gzipSync } from 'node:zlib';
import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { APPS } from '../../scripts/lib/apps.mjs';
import { applicationRoutes, ceilingOf, CEILING_TOLERANCE } from '../../scripts/lib/route-budgets.mjs';
import { createAccount, signInAs } from '../support/accounts.ts';
import { SHELL_URL, remoteUrl } from '../support/env.ts';

const APP_ORIGINS = new Set(APPS.map((app) => remoteUrl(app.offset)));
const SIGNED_OUT: BrowserContextOptions['storageState'] = { cookies: [], origins: [] };
let signedIn: BrowserContextOptions['storageState'] | undefined;

async function signedInState(browser: Browser): Promise<BrowserContextOptions['storageState']> {
  if (signedIn) return signedIn;
  const account = await createAccount('bytes');
  const context = await browser.newContext({ storageState: SIGNED_OUT, baseURL: SHELL_URL });
  const page = await context.newPage();
  await signInAs(page, account);
  signedIn = await context.storageState();
  await context.close();
  return signedIn;
}

/** KiB of gzip JavaScript a cold load of `route` downloads from the apps' origins. */
async function coldJavaScriptKiB(browser: Browser, route: string): Promise<number> {
  const auth = route === '/login' || route === '/signup';
  const context = await browser.newContext({ storageState: auth ? SIGNED_OUT : await signedInState(browser) });
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const script = response.request().resourceType() === 'script' || (response.headers()['content-type'] ?? '').includes('javascript');
    if (!script || !APP_ORIGINS.has(url.origin)) return;
    sizes.push(
      response.body().then(
        (body) => gzipSync(body, { level: 6 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(`${SHELL_URL}${route}`);
  await expect(auth ? page.locator('form button[type="submit"]') : page.getByTestId('app-shell').locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return total / 1024;
}

for (const route of applicationRoutes()) {
  test(`[21.6] a cold ${route} downloads no more JavaScript than its ceiling + 5 %`, async ({ browser }) => {
    const { ceilingKiB, reason } = ceilingOf(route);
    const kib = await coldJavaScriptKiB(browser, route);
    expect(kib, `${route}: ${kib.toFixed(1)} KiB gzip against a ceiling of ${ceilingKiB} KiB (${reason})`).toBeLessThanOrEqual(ceilingKiB * (1 + CEILING_TOLERANCE));
  });
}
