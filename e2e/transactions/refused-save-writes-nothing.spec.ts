// A save the database refuses (SPEC section 8): destructive toast `Error creating transaction` with
// the server's message, the dialog closes, and nothing is written, neither the row nor its entry.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, serviceClient, signInAs } from '../support/accounts.ts';
import { journalEntriesOf, openNewTransaction, transactionsOf } from './transaction-dialog.ts';

test('[TXN-10] a date inside a locked period toasts Error creating transaction with the server\'s message and writes nothing', async ({ page }) => {
  test.slow();
  const account = await createAccount('txn-locked');
  const organizationId = String(account.organizationId);
  // What an administrator closing the books does: nothing may be posted on or before this date.
  const lock = await serviceClient().from('organization_settings').update({ locked_through: '2026-06-30' }).eq('organization_id', organizationId).select('locked_through');
  expect(lock.error).toBeNull();
  expect(lock.data).toEqual([{ locked_through: '2026-06-30' }]);
  const entriesBefore = (await journalEntriesOf(organizationId)).length;

  await signInAs(page, account);
  const dialog = await openNewTransaction(page);
  const date = dialog.getByLabel('Date', { exact: true });
  await date.click();
  await date.fill('2026-06-15');
  await date.press('Enter');
  await expect(date).toHaveValue('2026-06-15');
  await dialog.getByLabel('Description', { exact: true }).fill('Paper bought in June');
  await dialog.getByLabel('Amount', { exact: true }).fill('50');
  await dialog.getByRole('button', { name: 'Save' }).click();

  const toast = page.locator('.ant-notification-notice-error');
  await expect(toast).toContainText('Error creating transaction');
  await expect(toast).toContainText('Period locked: nothing can be posted on or before 2026-06-30');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Transaction created successfully.')).toHaveCount(0);

  expect(await transactionsOf(organizationId)).toEqual([]);
  expect((await journalEntriesOf(organizationId)).length).toBe(entriesBefore);
});
