// The Help Center filters its articles by what the visitor types.
import { expect, test } from '@playwright/test';

test('the help center finds articles as you type', async ({ page }) => {
  await page.goto('/help-center');
  await page.getByLabel('Search help articles').fill('restricted grant');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText('Record a restricted grant and release it when spent');
  await page.getByLabel('Search help articles').fill('zebra accounting');
  await expect(page.getByText(/No article matches/)).toBeVisible();
});
