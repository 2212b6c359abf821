// The Help Center filters its articles by what the visitor types.
import { expect } from '@playwright/test';
import { readerTest as test } from '../support/reader-context.ts';

test('the help center finds articles as you type', async ({ page }) => {
  await page.goto('/help-center');
  await page.getByLabel('Search help articles').fill('restricted grant');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText('Record a restricted grant and release it when spent');
  await page.getByLabel('Search help articles').fill('zebra accounting');
  await expect(page.getByText(/No article matches/)).toBeVisible();
});

test('the help center finds the reconciliation, payroll and donor-lapse articles by keyword', async ({ page }) => {
  await page.goto('/help-center');
  const search = page.getByLabel('Search help articles');
  const results = page.getByRole('list', { name: 'Search results' });
  await search.fill('OFX');
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText('Reconcile a bank account from an OFX file');
  await search.fill('payroll');
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText('Run payroll and allocate it to programs');
  await search.fill('LYBUNT');
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(['See which donors lapsed (LYBUNT and SYBUNT)']);
});
