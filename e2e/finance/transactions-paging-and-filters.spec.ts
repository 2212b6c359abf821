// The Transactions list is paged, filtered and totalled by the database: what the screen says
// equals a direct count (and sums) of the same rows.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import {
  bodyRows,
  databaseCount,
  databaseSums,
  dollars,
  expectListCount,
  gotoTransactions,
  goToPage,
  pagerText,
  seedYear,
  signedInOwner,
  totalFigure,
  transactionsTable,
} from './support/transactions.ts';

test('pages through every transaction with the count the database has', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'txn-paging');
  await seedYear(account, 120);
  await gotoTransactions(page);
  const total = await databaseCount(account);
  expect(total).toBe(120);
  await expectListCount(page, total);
  await expect(bodyRows(page)).toHaveCount(50);
  await goToPage(page, 3);
  await expect(pagerText(page)).toHaveText('101–120 of 120');
  await expect(bodyRows(page)).toHaveCount(20);
});

test('filters by period and type show the database count and SQL totals', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'txn-filters');
  await seedYear(account, 120);
  const filter = { from: '2026-03-01', to: '2026-06-30', type: 'Expense' };
  // The period and type come from the URL, as a shared link would give them.
  await gotoTransactions(page, `?from=${filter.from}&to=${filter.to}&type=${filter.type}`);
  const count = await databaseCount(account, filter);
  expect(count).toBeGreaterThan(0);
  await expectListCount(page, count);
  const sums = await databaseSums(account, filter);
  await expect(totalFigure(page, 'expense')).toHaveText(dollars(sums.expense));
  await expect(totalFigure(page, 'income')).toHaveText(dollars(0));
  await expect(totalFigure(page, 'net')).toHaveText(dollars(-sums.expense));
  // The table's totals row carries the same figure (money out is negative).
  await expect(transactionsTable(page).locator('.ant-table-summary')).toContainText(dollars(-sums.expense));
  for (const type of await bodyRows(page).locator('td:nth-child(3)').allInnerTexts()) expect(type.trim()).toBe('Expense');
});

test('the text search finds description matches like the database does', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'txn-search');
  await seedYear(account, 60);
  await gotoTransactions(page);
  await page.getByRole('searchbox', { name: 'Search description or notes' }).fill('office SUPPLIES');
  const count = await databaseCount(account, { search: 'office supplies' });
  expect(count).toBe(6);
  await expectListCount(page, count);
  await expect(page).toHaveURL(/[?&]q=office\+SUPPLIES/);
  for (const text of await bodyRows(page).locator('td:nth-child(2)').allInnerTexts()) expect(text).toMatch(/^Office supplies \d+/);
});
