// [ROUTE-7] A route that throws while rendering shows the router's error screen, headed
// 'Unexpected Application Error!', instead of a blank page; its link home leads back to a working
// app. The fault comes from the browser side, as a real one would: this page's matchMedia throws
// for the query the application layout reads while it renders (its sidebar/drawer switch).
import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/signed-in.ts';

test('[ROUTE-7] a route that throws while rendering shows the router error screen, and its link home works', async ({ page }) => {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (query.includes('min-width: 1024px')) throw new TypeError('matchMedia is not available in this browser');
      return original(query);
    };
  });
  await page.goto('/app/dashboard');
  const screen = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Unexpected Application Error!', exact: true }) });
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('matchMedia is not available in this browser');
  await expect(page.getByTestId('app-shell')).toHaveCount(0);

  await screen.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('public-layout').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
});
