// For specs that only read (a route's heading and title, a public page's head tags): each worker
// keeps one browser context for them, and each test gets a new page in it. The page is the test's
// own (its listeners, routes, viewport and dialogs start fresh), but the context's HTTP cache and
// compiled code stay warm between tests, so a test pays for its page's load, not for a new browser
// profile and a cold download of every chunk. Storage is shared too, so such a test must change
// nothing a later one reads: no sign-out, no writes to localStorage, no data the next test shows.
// `readerTest` starts signed out; `signedInReaderTest` as the e2e test user (sign-in.setup.ts);
// demo-session.ts has one for the demo user. Every such page fails its test when it requested
// anything from another origin (support/local-origins.ts), so the route walk checks every page.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { CONTEXT_DEFAULTS, applyTestOptions } from './context-defaults.ts';
import { SHELL_URL, storageStatePath } from './env.ts';
import { recordForeignRequests } from './local-origins.ts';

/** A `test` whose pages open in the worker's shared reader context, starting with this storage (a file). */
export function readerTestWith(storageState: () => string | undefined) {
  return base.extend<{ page: Page }, { readerContext: BrowserContext }>({
    readerContext: [
      async ({ browser }, provide) => {
        const context = await browser.newContext({ baseURL: SHELL_URL, ...CONTEXT_DEFAULTS, storageState: storageState() });
        await provide(context);
        await context.close();
      },
      { scope: 'worker' },
    ],
    // The fixture callbacks are named `provide`, not `use`: the React hooks lint rule reserves `use`.
    page: async ({ readerContext, viewport, reducedMotion }, provide) => {
      const page = await readerContext.newPage();
      await applyTestOptions(page, { viewport, reducedMotion });
      const requests = recordForeignRequests(page);
      await provide(page);
      await page.close();
      expect(requests.foreign(), 'requests to another origin').toEqual([]);
    },
  });
}

export const readerTest = readerTestWith(() => undefined);
export const signedInReaderTest = readerTestWith(storageStatePath);
