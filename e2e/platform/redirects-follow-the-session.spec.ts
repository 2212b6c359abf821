// Where the router sends a user who asks for /app, for an unknown path, or for the app signed out.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { signedInTest } from '../support/signed-in.ts';

signedInTest('[ROUTE-2] opening /app lands on the dashboard', async ({ page }) => {
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

signedInTest('[ROUTE-3] an unknown path sends a signed-in user to the app', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/app(\/dashboard)?$/);
  await expect(page.getByTestId('app-shell')).toBeVisible();
});

signedInTest('[ROUTE-3] an unknown path below /app sends a signed-in user to the app', async ({ page }) => {
  await page.goto('/app/no-such-area/anything');
  await expect(page).toHaveURL(/\/app(\/dashboard)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('[ROUTE-3] an unknown path sends a visitor to the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByTestId('public-layout')).toBeVisible();
});

test('[ROUTE-1] the app area sends a visitor to the login page', async ({ page }) => {
  await page.goto('/app/transactions');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('[ROUTE-1] [PUB-6] /subscribe sends a visitor to the login page', async ({ page }) => {
  await page.goto('/subscribe');
  await expect(page).toHaveURL(/\/login(\?.*)?$/);
});
