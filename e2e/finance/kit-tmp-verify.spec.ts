// TEMPORARY (KIT helper's verification, not committed): DataTable keyboard, sort by keyboard, column chooser, 375 px.
import { expect, test } from '@playwright/test';
import { bodyRows, gotoTransactions, seedYear, signedInOwner, transactionsTable } from './support/transactions.ts';

test('kit: arrows move the row focus and Enter opens the row', async ({ page }) => {
  const account = await signedInOwner(page, 'kit-keys');
  await seedYear(account, 5);
  await gotoTransactions(page);
  await expect(bodyRows(page)).toHaveCount(5);
  await bodyRows(page).first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(bodyRows(page).nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(bodyRows(page).nth(4)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(bodyRows(page).nth(3)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('kit: a sortable header sorts by keyboard', async ({ page }) => {
  const account = await signedInOwner(page, 'kit-sort');
  await seedYear(account, 5);
  await gotoTransactions(page);
  const header = page.getByRole('columnheader', { name: /Amount/ });
  await header.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=amount/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=-amount/);
});

test('kit: the column chooser shows a hidden column and remembers it', async ({ page }) => {
  const account = await signedInOwner(page, 'kit-cols');
  await seedYear(account, 3);
  await gotoTransactions(page);
  await expect(transactionsTable(page).getByRole('columnheader', { name: 'Notes' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Notes' }).check();
  await expect(transactionsTable(page).getByRole('columnheader', { name: 'Notes' })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(transactionsTable(page).getByRole('columnheader', { name: 'Notes' })).toHaveCount(1);
});

test('kit: at 375 px the table scrolls inside itself, the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const account = await signedInOwner(page, 'kit-375');
  await seedYear(account, 5);
  await gotoTransactions(page);
  await expect(bodyRows(page)).toHaveCount(5);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  await page.screenshot({ path: '/tmp/kit-375.png', fullPage: false });
});
