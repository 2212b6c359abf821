// The kit's record drawer asks before a route change takes unsaved changes away (docs/kit.md, "Save
// is disabled while saving; closing with unsaved changes asks first, also on a route change inside
// the shell"): the router's blocker (`useBlocker` of @missionbase/router's data router) holds the
// change, "Keep editing" stays with the typed text, "Discard" goes.
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/signed-in.ts';

/** From the dashboard to Funds inside the app (a history entry the Back button returns to). */
async function fundsFromTheDashboard(page: Page): Promise<void> {
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const sidebar = page.getByTestId('sidebar');
  const finance = sidebar.getByRole('button', { name: 'Finance' });
  if ((await finance.getAttribute('aria-expanded')) !== 'true') await finance.click();
  await sidebar.getByRole('link', { name: 'Fund Accounting', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Funds' })).toBeVisible();
}

test('a fund drawer with unsaved changes asks before Back leaves the page, and keeps the text on Keep editing', async ({ page }) => {
  await fundsFromTheDashboard(page);
  await page.getByRole('button', { name: 'New fund' }).click();
  const drawer = page.getByRole('dialog', { name: 'New fund' });
  await drawer.getByLabel('Name').fill('Not saved yet');

  await page.goBack();
  const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/app\/funds$/);
  await expect(drawer.getByLabel('Name')).toHaveValue('Not saved yet');

  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
