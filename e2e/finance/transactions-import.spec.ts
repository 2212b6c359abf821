// Bank CSV import: upload, column mapping, preview with per-row errors and duplicates, one import,
// summary; a file with bad rows imports only its good rows and says why the others failed.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { bodyRows, csvFile, databaseCount, gotoTransactions, seedTransactions, signedInOwner } from './support/transactions.ts';

test('a bank CSV imports its rows after the mapping and preview, and they show in the list', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'txn-import');
  await gotoTransactions(page);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import transactions from a bank CSV' });
  await dialog.locator('input[type=file]').setInputFiles(
    csvFile('checking.csv', ['Posting Date,Description,Amount,Balance', '03/02/2026,"Lighthouse Foundation, grant",2500.00,2500.00', '03/03/2026,Bakery Supply Co,-86.40,2413.60', '03/04/2026,Monthly fee,(3.00),2410.60']),
  );
  // The columns were guessed from the header names; the date format from the values.
  await expect(dialog.getByText('checking.csv: 3 rows. Which column holds what?')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Date format' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('3 ready to import, 0 duplicates will be skipped, 0 with errors will not be imported.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 transactions' }).click();
  await expect(dialog.getByText('Imported 3 transactions')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(bodyRows(page).filter({ hasText: 'Lighthouse Foundation, grant' })).toContainText('$2,500.00');
  await expect(bodyRows(page).filter({ hasText: 'Monthly fee' })).toContainText('-$3.00');
  expect(await databaseCount(account)).toBe(3);
});

test('a file with bad rows and a duplicate imports only the good rows and says why', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'txn-import-bad');
  await seedTransactions(account, [{ date: '2026-04-02', description: 'Bakery Supply Co', type: 'Expense', amount: '86.40' }]);
  await gotoTransactions(page);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import transactions from a bank CSV' });
  await dialog.locator('input[type=file]').setInputFiles(
    csvFile('bad.csv', ['Date,Description,Amount', '2026-04-01,Gift from Dana,50', '2026-04-02,Bakery Supply Co,-86.40', '2026-04-31,Impossible day,-1', '2026-04-05,Comma decimal,"12,50"', '2026-04-06,Rent April,-1200']),
  );
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('2 ready to import, 1 duplicate will be skipped, 2 with errors will not be imported.')).toBeVisible();
  await expect(dialog.getByText('"2026-04-31" is not a date in the format YYYY-MM-DD.')).toBeVisible();
  await expect(dialog.getByText('"12,50" is not an amount.')).toBeVisible();
  await expect(dialog.getByText('Same date, amount and description as an existing transaction')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 2 transactions' }).click();
  await expect(dialog.getByText('Imported 2 transactions')).toBeVisible();
  await expect(dialog.getByText('1 skipped as duplicates, 2 failed.')).toBeVisible();
  // The summary lists the rows that were not imported, with their reasons.
  await expect(dialog.getByText('"12,50" is not an amount.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  expect(await databaseCount(account)).toBe(3);
  await expect(bodyRows(page)).toHaveCount(3);
});
