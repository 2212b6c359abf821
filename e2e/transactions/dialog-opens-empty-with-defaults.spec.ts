// The transaction dialog opened from the top bar: at most 480 px wide, every field labelled, empty
// with today's date and Expense, Save and Cancel; Esc closes it and focus returns to the opener.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, signInAs } from '../support/accounts.ts';
import { browserToday, formField, openNewTransaction } from './transaction-dialog.ts';

test('[TXN-1][TXN-2] New Transaction opens an empty dialog at most 480 px wide with today\'s date and Expense', async ({ page }) => {
  test.slow();
  const account = await createAccount('txn-defaults');
  await signInAs(page, account);
  const dialog = await openNewTransaction(page);

  const box = await dialog.boundingBox();
  expect(box?.width).toBeGreaterThan(0);
  expect(box?.width).toBeLessThanOrEqual(480);

  await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(await browserToday(page));
  await expect(dialog.getByLabel('Description', { exact: true })).toHaveValue('');
  await expect(dialog.getByLabel('Type', { exact: true })).toBeVisible();
  await expect(formField(dialog, 'type')).toContainText('Expense');
  await expect(dialog.getByLabel('Account', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('');
  await expect(dialog.getByLabel('Notes', { exact: true })).toHaveValue('');
  await expect(dialog.getByLabel('Project', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
});

test('[TXN-1] keyboard: focus stays inside the dialog, Esc closes it and focus returns to New Transaction', async ({ page }) => {
  test.slow();
  const account = await createAccount('txn-keyboard');
  await signInAs(page, account);
  const opener = page.getByTestId('topbar').getByRole('button', { name: 'New Transaction' });
  const dialog = await openNewTransaction(page);
  // Twice round the dialog's controls: Tab never leaves it.
  for (let step = 0; step < 24; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
