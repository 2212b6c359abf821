// Every route of the spec resolves to the app that owns it, inside the right layout, with its
// page title in the <h1> and in document.title (each path opened by a navigation to it, in a
// context the worker's other route tests share: they only read).
import { expect } from '@playwright/test';
import { readerTest as test, signedInReaderTest as signedInTest } from '../support/reader-context.ts';
import { recordRemoteLoads } from '../support/remote-requests.ts';
import { APP_ROUTES, DEFAULT_CHILD_ROUTES, PUBLIC_ROUTES, TAGLINE, documentTitleFor } from '../support/routes.ts';

test.describe('public routes', () => {
  test('[PUB-4] [HEAD-2] the home page renders in the public layout with its own title', async ({ page }) => {
    const loads = recordRemoteLoads(page);
    await page.goto('/');
    const layout = page.getByTestId('public-layout');
    await expect(layout.getByRole('heading', { level: 1 })).toBeVisible();
    // The HTML starts with the tagline; the page then sets its own title (poll: it is set in an effect).
    await expect.poll(() => page.title()).not.toBe(TAGLINE);
    const title = await page.title();
    expect(title).toContain('Missionbase');
    expect(title.endsWith(`| ${TAGLINE}`)).toBe(false);
    expect(loads.requested()).toContain('mf_marketing');
  });

  for (const route of PUBLIC_ROUTES) {
    test(`[${route.ids.join('] [')}] ${route.path} renders "${route.title}" from mf-marketing in the public layout`, async ({ page }) => {
      const loads = recordRemoteLoads(page);
      await page.goto(route.path);
      await expect(page.getByTestId('public-layout').getByRole('heading', { level: 1, name: route.title, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(documentTitleFor(route.title));
      await expect(page.getByTestId('app-shell')).toHaveCount(0);
      expect(loads.requested()).toContain('mf_marketing');
    });
  }
});

test.describe('shell pages outside any layout', () => {
  for (const [path, title] of [
    ['/login', 'Log In'],
    ['/signup', 'Sign Up'],
  ] as const) {
    test(`[PUB-5] ${path} renders in the shell outside the public layout, titled "${title}"`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByLabel('Email')).toBeVisible();
      await expect(page).toHaveTitle(documentTitleFor(title));
      await expect(page.getByTestId('public-layout')).toHaveCount(0);
      await expect(page.getByTestId('app-shell')).toHaveCount(0);
    });
  }
});

signedInTest.describe('application routes', () => {
  for (const route of APP_ROUTES) {
    const owner = route.owner === 'shell' ? 'the shell' : route.owner;
    signedInTest(`[${route.ids.join('] [')}] ${route.path} renders "${route.title}" from ${owner} inside the app shell`, async ({ page }) => {
      const loads = recordRemoteLoads(page);
      await page.goto(route.path);
      const shell = page.getByTestId('app-shell');
      await expect(shell.getByRole('heading', { level: 1, name: route.title, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(documentTitleFor(route.title));
      // [TOP-7] the top bar shows the same title, derived from the last path segment.
      await expect(shell.getByTestId('topbar-title')).toHaveText(route.topBar ?? route.title);
      await expect(page.getByTestId('public-layout')).toHaveCount(0);
      if (route.owner === 'shell') {
        // The shell's own page: no remote area wraps its heading.
        await expect(shell.locator('[data-remote]').getByRole('heading', { level: 1 })).toHaveCount(0);
      } else {
        await expect(shell.locator(`[data-remote="${route.owner}"]`).getByRole('heading', { level: 1, name: route.title, exact: true })).toBeVisible();
        expect(loads.requested()).toContain(route.owner);
      }
    });
  }

  // Titles read `[ROUTE-6] /app/chart-of-accounts ...` and `[ROUTE-4] [ROUTE-6] /app/projects ...` (ids from
  // DEFAULT_CHILD_ROUTES): the palette's destinations resolve to the Accounts page and the projects overview.
  for (const route of DEFAULT_CHILD_ROUTES) {
    signedInTest(`[${route.ids.join('] [')}] ${route.path} opens "${route.title}" from ${route.owner}`, async ({ page }) => {
      const loads = recordRemoteLoads(page);
      await page.goto(route.path);
      await expect(page.getByTestId('app-shell').locator(`[data-remote="${route.owner}"]`).getByRole('heading', { level: 1, name: route.title, exact: true })).toBeVisible();
      await expect(page).toHaveURL(route.landsOn);
      await expect(page).toHaveTitle(documentTitleFor(route.title));
      expect(loads.requested()).toContain(route.owner);
    });
  }

  signedInTest('[PUB-6] /subscribe renders in the shell for a signed-in user', async ({ page }) => {
    await page.goto('/subscribe?from_trial=true');
    await expect(page).toHaveURL(/\/subscribe\?from_trial=true$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(documentTitleFor('Subscribe'));
  });
});
