// The list's filters, sort and page live in the URL: a reload (or a shared link) shows the same
// view, and Back returns to the previous one.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { bodyRows, databaseCount, expectListCount, gotoTransactions, goToPage, listSettled, pagerText, seedYear, signedInOwner } from './support/transactions.ts';

test('type filter, amount sort and page survive a reload, and Back undoes the sort', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'txn-url');
  await seedYear(account, 120);
  await gotoTransactions(page);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Expense"]').click();
  const expenses = await databaseCount(account, { type: 'Expense' });
  await expectListCount(page, expenses);
  await page.getByRole('columnheader', { name: /Amount/ }).click();
  await expect(page).toHaveURL(/sort=amount/);
  // The next page at once, before the sorted list has rendered: the page keeps the sort.
  await goToPage(page, 2);
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=amount/);
  await expect(pagerText(page)).toHaveText(`51–${Math.min(100, expenses)} of ${expenses}`);
  await listSettled(page);
  const before = await bodyRows(page).allInnerTexts();

  await page.reload();
  await expect(pagerText(page)).toHaveText(`51–${Math.min(100, expenses)} of ${expenses}`);
  await expect(page).toHaveURL(/type=Expense/);
  await listSettled(page);
  expect(await bodyRows(page).allInnerTexts()).toEqual(before);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=amount/);
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expectListCount(page, expenses);
});
