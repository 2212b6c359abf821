// Journal Entries: an expense line shows the function the database would give it, the user
// picks Fundraising instead, posts, and the Program Expense Analysis counts it under Fundraising.
// The entry is typed in the editor by the signed-in owner of a new organization.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { signedInOwner } from './support/transactions.ts';
import { cell } from '../reports/support/report-ledger.ts';

/** Types into the account picker (a tree select) and picks the account whose label starts with the code. */
async function chooseAccount(page: Page, label: string, code: string): Promise<void> {
  await page.getByLabel(label).click();
  await page.keyboard.type(code);
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper').filter({ hasText: new RegExp(`^${code} `) }).click();
}

/** A date `days` from today, as yyyy-mm-dd in this machine's time zone (the editor's "today"). */
function dayFromToday(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

test('a line marked Fundraising posts as fundraising and the program expenses report shows it there', async ({ page }) => {
  test.slow();
  await signedInOwner(page, 'je-function');
  await page.goto('/app/finance/journal-entries/new');
  await page.getByLabel('Description', { exact: true }).fill('Gala invitations');
  await chooseAccount(page, 'Line 1 account', '6300');
  await page.getByLabel('Line 1 debit').fill('75.25');
  const line1Function = page.locator('[data-line-row]').first().getByRole('cell').nth(4);
  // 6300 Supplies is a program expense by default: that is what the line shows until changed.
  await expect(line1Function).toContainText('Program services');
  await page.getByRole('combobox', { name: 'Line 1 function' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Fundraising"]').click();
  await expect(line1Function).toContainText('Fundraising');
  await chooseAccount(page, 'Line 2 account', '1010');
  await page.getByLabel('Line 2 credit').fill('75.25');
  // A cash line has no function to choose.
  await expect(page.getByRole('combobox', { name: 'Line 2 function' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Journal entry posted')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Journal entry \d{4}-\d{2}-\d{2} - Gala invitations$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /6300 Supplies/ })).toContainText('Fundraising');

  await page.goto(`/app/reports/program-expenses?from=${dayFromToday(-3)}&to=${dayFromToday(3)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Program Expense Analysis' })).toBeVisible();
  expect(await cell(page, 'total', 'fundraising')).toBe(7525);
  expect(await cell(page, 'total', 'program')).toBe(0);
  expect(await cell(page, 'total', 'total')).toBe(7525);
});
