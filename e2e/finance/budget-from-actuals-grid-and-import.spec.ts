// Budgeting: a budget created from last year's actuals on the screen has last year's
// months +10%, and its budget vs. actual shows the ledger's actuals; a grid edit persists after a
// reload; a bad grid file is refused with the row and the reason, and nothing is saved.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { organizationOf, signedInOwner } from './support/transactions.ts';
import { LAST_YEAR, THIS_YEAR, budgetFromActuals, seedTwoYears } from './budget-support.ts';
import { animationsSettled } from '../support/animations-settled.ts';

/** Clicks an option of the open antd Select by its visible text (the list antd shows, not its hidden copy for screen readers). */
async function chooseOption(page: Page, text: string): Promise<void> {
  // The dropdown slides into place first: click it where the user sees it once it is still.
  await animationsSettled(page);
  await page.locator('.ant-select-dropdown:visible').getByTitle(text, { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Chooses a file the way a user does: Import grid… opens the browser's file chooser. */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import grid…' }).click();
  await (await chooser).setFiles(file);
}

function varianceRow(page: Page, label: RegExp) {
  return page.getByTestId('variance-table').getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
}

test('a budget created from last year\'s actuals: its months are last year\'s +10% and its budget vs. actual equals the ledger', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'budget-actuals');
  await seedTwoYears(owner);
  await page.goto('/app/finance/budgeting');
  await expect(page.getByText('No budgets yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New budget' }).click();
  const dialog = page.getByRole('dialog', { name: 'New budget' });
  await dialog.getByLabel('Name').fill(`FY${THIS_YEAR} plan`);
  await dialog.getByLabel('Fiscal year').click();
  await chooseOption(page, `FY ${THIS_YEAR}`);
  await dialog.getByLabel('Change every month by (%)').fill('10');
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `FY${THIS_YEAR} plan` })).toBeVisible();
  await expect(page.getByText(`From FY ${LAST_YEAR} actuals +10%`)).toBeVisible();
  // March of last year, +10%.
  await expect(page.getByLabel(new RegExp(`^4100 .*, Mar ${THIS_YEAR}$`))).toHaveValue('1320.00');
  await expect(page.getByLabel(new RegExp(`^6100 .*, Mar ${THIS_YEAR}$`))).toHaveValue('550.00');
  await expect(page.getByLabel(new RegExp(`^6100 .*, Feb ${THIS_YEAR}$`))).toHaveValue('0.00');

  await page.getByRole('tab', { name: 'Budget vs. actual' }).click();
  await page.getByLabel('Period').click();
  await chooseOption(page, 'Full year');
  const grants = varianceRow(page, /^4100 /);
  await expect(grants.locator('[data-column="actual"]')).toHaveText('$1,500.00');
  await expect(grants.locator('[data-column="budget"]')).toHaveText('$1,320.00');
  await expect(grants.locator('[data-column="variance"]')).toContainText('$180.00');
  await expect(grants.locator('[data-column="status"]')).toHaveText('Favourable');
  const rent = varianceRow(page, /^6100 /);
  await expect(rent.locator('[data-column="actual"]')).toHaveText('$450.00');
  await expect(rent.locator('[data-column="variance"]')).toContainText('-$100.00');
  await expect(rent.locator('[data-column="status"]')).toHaveText('Favourable');
  // The ledger says the same: the contract RPC over the same scope and year.
  const ledger = await owner.client.rpc('budget_vs_actual', { p_organization_id: organizationOf(owner), p_from: `${THIS_YEAR}-01-01`, p_to: `${THIS_YEAR}-12-31` });
  if (ledger.error) throw ledger.error;
  const actualByCode = Object.fromEntries((ledger.data as Array<{ account_code: string; actual: number }>).map((row) => [row.account_code, Number(row.actual)]));
  expect(actualByCode).toEqual({ '4100': 1500, '6100': 450 });
  // The actual opens the ledger lines behind it.
  await grants.locator('[data-column="actual"] a').click();
  await expect(page).toHaveURL(/\/app\/reports\/general-ledger\?accounts=/);
  await expect(page.getByText('Grant this year')).toBeVisible();
});

test('an edited month and a spread yearly total persist after a reload', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'budget-grid');
  await seedTwoYears(owner);
  const id = await budgetFromActuals(owner, 'Grid edits', false);
  await page.goto(`/app/finance/budgeting/${id}`);
  const january = page.getByLabel(new RegExp(`^6100 .*, Jan ${THIS_YEAR}$`));
  await january.fill('777.77');
  await january.press('Enter');
  await page.getByRole('button', { name: /^Set a yearly total for 4100 / }).click();
  const total = page.getByLabel(/^Yearly total for 4100 /);
  await total.fill('1200');
  await page.getByRole('button', { name: 'Spread evenly' }).click();
  await expect(page.getByLabel(new RegExp(`^4100 .*, Jul ${THIS_YEAR}$`))).toHaveValue('100.00');
  await page.getByRole('button', { name: 'Save grid' }).click();
  await expect(page.getByText('Budget grid saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(new RegExp(`^6100 .*, Jan ${THIS_YEAR}$`))).toHaveValue('777.77');
  await expect(page.getByLabel(new RegExp(`^4100 .*, Mar ${THIS_YEAR}$`))).toHaveValue('100.00');
  const lines = await owner.client.from('budget_line_items').select('amount').eq('budget_id', id);
  expect((lines.data ?? []).reduce((sum, line) => sum + Math.round(Number(line.amount) * 100), 0)).toBe(120000 + 77777 + 55000);
});

test('a bad grid file is refused with the row and the reason, and nothing is saved', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'budget-import');
  await seedTwoYears(owner);
  const id = await budgetFromActuals(owner, 'Import target', false);
  const before = await owner.client.from('budget_line_items').select('account_id, period_month, amount').eq('budget_id', id).order('account_id').order('period_month');
  await page.goto(`/app/finance/budgeting/${id}`);
  const months = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(THIS_YEAR, index, 1)).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' }) + ` ${THIS_YEAR}`);
  const csv = [
    ['Account code', 'Account name', ...months, 'Total'].join(','),
    ['4100', 'Grants', ...months.map(() => '10'), '120'].join(','),
    ['ZZ-404', 'Nobody', ...months.map(() => '10'), '120'].join(','),
  ].join('\r\n');
  await expect(page.getByTestId('budget-grid')).toBeVisible();
  await chooseFile(page, { name: 'bad-budget.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const refusal = page.getByTestId('budget-grid-error');
  await expect(refusal).toContainText('bad-budget.csv was not imported, nothing was saved: Row 3: there is no account with code ZZ-404');
  await chooseFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(refusal).toContainText('notes.txt was not imported, nothing was saved: Choose a .csv or .xlsx file');
  const after = await owner.client.from('budget_line_items').select('account_id, period_month, amount').eq('budget_id', id).order('account_id').order('period_month');
  expect(after.data).toEqual(before.data);
  await expect(page.getByLabel(new RegExp(`^4100 .*, Mar ${THIS_YEAR}$`))).toHaveValue('1320.00');
});
