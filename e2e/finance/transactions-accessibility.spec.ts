// The Transactions screen and its import dialog are axe-clean (no serious or critical WCAG 2.1 AA
// violation), and a keyboard alone reaches a row and opens it.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { animationsSettled } from '../support/animations-settled.ts';
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { bodyRows, gotoTransactions, seedYear, signedInOwner } from './support/transactions.ts';

test('the list with rows, filters and totals has no serious axe violation', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'txn-axe');
  await seedYear(account, 12);
  await gotoTransactions(page);
  await expect(bodyRows(page)).toHaveCount(12);
  await animationsSettled(page);
  await expectNoSeriousViolations(page, '/app/transactions');
});

test('the import dialog has no serious axe violation', async ({ page }) => {
  test.slow();
  await signedInOwner(page, 'txn-axe-import');
  await gotoTransactions(page);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByRole('dialog', { name: 'Import transactions from a bank CSV' })).toBeVisible();
  await animationsSettled(page);
  await expectNoSeriousViolations(page, 'the import dialog');
});

test('the keyboard moves through the rows and Enter opens one in the edit dialog', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'txn-keys');
  await seedYear(account, 5);
  await gotoTransactions(page);
  await expect(bodyRows(page)).toHaveCount(5);
  await bodyRows(page).first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(bodyRows(page).nth(1)).toBeFocused();
  const description = (await bodyRows(page).nth(1).locator('td').nth(1).innerText()).trim();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Description', { exact: true })).toHaveValue(description);
});
