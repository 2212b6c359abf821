// Budgeting: a viewer reads budgets, grids and budget vs. actual but gets no way to
// change them; the list, the grid and the budget vs. actual tab fit a 375 px phone and axe finds
// nothing serious.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { createAccount, serviceClient, startSessionAs } from '../support/accounts.ts';
import { organizationOf, signedInOwner } from './support/transactions.ts';
import { THIS_YEAR, budgetFromActuals, seedTwoYears } from './budget-support.ts';

async function expectFitsPhone(page: Page, what: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, what).toBeLessThanOrEqual(375);
}

test('a viewer reads a budget and its budget vs. actual but cannot create, edit, import or approve', async ({ page }) => {
  test.slow();
  const owner = await createAccount('budget-owner-of-viewer');
  await seedTwoYears(owner);
  const id = await budgetFromActuals(owner, 'Viewer reads this', false);
  const viewer = await createAccount('budget-viewer', null);
  const joined = await serviceClient().from('organization_members').insert({ organization_id: organizationOf(owner), user_id: viewer.userId, role: 'viewer' });
  expect(joined.error).toBeNull();
  await startSessionAs(page, viewer);
  await page.goto('/app/finance/budgeting');
  await expect(page.getByRole('row').filter({ hasText: 'Viewer reads this' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New budget' })).toHaveCount(0);
  await page.getByRole('row').filter({ hasText: 'Viewer reads this' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/finance/budgeting/${id}$`));
  await expect(page.getByTestId('budget-grid')).toContainText('$1,320.00');
  await expect(page.getByTestId('budget-grid').locator('input')).toHaveCount(0);
  for (const name of ['Save grid', 'Import grid…', 'Approve', 'Delete', 'Copy to new version…']) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Budget vs. actual' }).click();
  await expect(page.getByTestId('variance-table')).toContainText('$1,500.00');
  // The database refuses the viewer whatever the screen shows.
  const refused = await viewer.client.rpc('save_budget_grid', { p_budget_id: id, p_lines: [] });
  expect(refused.error?.message).toBe('Viewers cannot change budgets');
});

test('the budgets list, a grid and its budget vs. actual fit a 375 px phone and axe finds nothing serious', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  const owner = await signedInOwner(page, 'budget-a11y');
  await seedTwoYears(owner);
  const id = await budgetFromActuals(owner, `FY${THIS_YEAR} phone plan`, true);
  await page.goto('/app/finance/budgeting');
  await expect(page.getByRole('row').filter({ hasText: `FY${THIS_YEAR} phone plan` })).toBeVisible();
  await expectFitsPhone(page, 'the budgets list');
  await expectNoSeriousViolations(page, 'the budgets list');
  await page.getByRole('button', { name: 'New budget' }).click();
  await expect(page.getByRole('dialog', { name: 'New budget' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the new budget dialog');
  await page.keyboard.press('Escape');

  await page.goto(`/app/finance/budgeting/${id}`);
  await expect(page.getByTestId('budget-grid')).toBeVisible();
  await expectFitsPhone(page, 'the budget grid');
  await expectNoSeriousViolations(page, 'the budget grid');
  await page.goto(`/app/finance/budgeting/${id}?tab=variance`);
  await expect(page.getByTestId('variance-table')).toBeVisible();
  await expectFitsPhone(page, 'budget vs. actual');
  await expectNoSeriousViolations(page, 'budget vs. actual');
  await page.goto('/app/finance/budgeting/00000000-0000-0000-0000-000000000000');
  await expect(page.getByRole('heading', { name: 'Budget not found' }).first()).toBeVisible();
});
