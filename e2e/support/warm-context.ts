// The `test` of the specs that write: each worker keeps one browser context, and each test starts in
// it with nothing of the previous test's state (no page, cookie, permission or stored value of the
// product's origins), but with the HTTP cache and the compiled code of the app's chunks still warm.
// Playwright's own reset (`setStorageState`, context reuse) empties the HTTP cache too, so the
// storage is cleared here through the DevTools protocol instead. A spec that counts downloads on a
// cold load, or sets a context option (locale, time zone, storage state), keeps Playwright's `test`.
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { E2E_API_PORT, E2E_APP_BASE_PORT, SHELL_URL } from './env.ts';
import { CONTEXT_DEFAULTS, applyTestOptions } from './context-defaults.ts';

/** The shell and the six remotes, and the backend: every origin the product stores anything under. */
const PRODUCT_ORIGINS = [
  ...Array.from({ length: 7 }, (_, offset) => `http://localhost:${E2E_APP_BASE_PORT + offset}`),
  `http://localhost:${E2E_API_PORT}`,
];

/** Everything an origin keeps except the HTTP cache (which is not per origin and is the point). */
const STORAGE_TYPES = ['cookies', 'local_storage', 'indexeddb', 'service_workers', 'cache_storage', 'file_systems', 'websql', 'shared_storage', 'storage_buckets'].join(',');

/** A new page of the context, with the product's storage emptied before it opens anything. */
async function clearedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  for (const origin of PRODUCT_ORIGINS) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
  await session.detach();
  return page;
}

/** What a test may have left on the context besides storage: its pages, cookies, permissions, routes. */
async function closeTestState(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map((page) => page.close()));
  await context.clearCookies();
  await context.clearPermissions();
  await context.unrouteAll({ behavior: 'wait' });
}

/** The cleared page each test's context starts with, until the `page` fixture takes it. */
const firstPages = new WeakMap<BrowserContext, Page>();

export const test = base.extend<{ context: BrowserContext; page: Page }, { warmContext: BrowserContext }>({
  // The fixture callbacks are named `provide`, not `use`: the React hooks lint rule reserves `use`.
  warmContext: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ baseURL: SHELL_URL, ...CONTEXT_DEFAULTS });
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // The context comes with one page, already cleared: the test's `page` (or its first new page).
  context: async ({ warmContext }, provide) => {
    firstPages.set(warmContext, await clearedPage(warmContext));
    await provide(warmContext);
    await closeTestState(warmContext);
  },
  page: async ({ context, viewport, reducedMotion }, provide) => {
    const page = firstPages.get(context) ?? (await context.newPage());
    firstPages.delete(context);
    await applyTestOptions(page, { viewport, reducedMotion });
    await provide(page);
  },
});
