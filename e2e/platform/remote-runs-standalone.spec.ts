// A remote runs alone for its own team: its built index.html is the standalone harness, which signs
// in against the backend named in the remote's own runtime-config.json and mounts the area through
// its single-spa lifecycles, with its own router.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { TEST_USER, remoteUrl } from '../support/env.ts';

test('the finance remote runs alone in its harness after signing in against the backend', async ({ page }) => {
  await page.goto(`${remoteUrl(1)}/`);
  const harness = page.getByTestId('standalone-harness');
  await expect(harness).toBeVisible();
  await page.getByLabel('Email').fill(TEST_USER.email);
  await page.getByLabel('Password').fill(TEST_USER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  const mount = page.getByTestId('standalone-mount');
  await expect(mount.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(harness).toContainText(TEST_USER.email);
  await expect(page.getByTestId('app-shell')).toHaveCount(0);

  await mount.getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/app\/finance\/invoices$/);
  await expect(mount.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
});
