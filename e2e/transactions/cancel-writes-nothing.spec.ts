// Cancel closes the dialog without writing, and Enter in a field never saves by accident.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, signInAs } from '../support/accounts.ts';
import { openNewTransaction, transactionsOf } from './transaction-dialog.ts';

test('[TXN-8] Enter in a field does not save, Cancel closes without writing, and the dialog reopens empty', async ({ page }) => {
  test.slow();
  const account = await createAccount('txn-cancel');
  const organizationId = String(account.organizationId);
  await signInAs(page, account);
  const dialog = await openNewTransaction(page);
  await dialog.getByLabel('Description', { exact: true }).fill('Half-typed');
  await dialog.getByLabel('Description', { exact: true }).press('Enter');
  await dialog.getByLabel('Amount', { exact: true }).fill('20');
  await dialog.getByLabel('Amount', { exact: true }).press('Enter');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Transaction created successfully.')).toHaveCount(0);
  expect(await transactionsOf(organizationId)).toEqual([]);

  const reopened = await openNewTransaction(page);
  await expect(reopened.getByLabel('Description', { exact: true })).toHaveValue('');
  await expect(reopened.getByLabel('Amount', { exact: true })).toHaveValue('');
});
