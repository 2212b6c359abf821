// A row opens the shell's transaction dialog to edit it; Delete asks first, reverses the entry,
// and a locked period refuses with the database's reason.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { serviceClient } from '../support/accounts.ts';
import { bodyRows, databaseCount, gotoTransactions, organizationOf, seedTransactions, signedInOwner } from './support/transactions.ts';

async function confirmDelete(page: Page, rowName: RegExp): Promise<void> {
  await bodyRows(page).filter({ hasText: rowName }).getByRole('button', { name: /^Delete / }).click();
  const confirm = page.locator('.ant-popconfirm:visible');
  await expect(confirm).toContainText('Delete this transaction?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
}

test('a clicked row opens the edit dialog and the saved change shows in the list', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'txn-edit');
  const [id] = await seedTransactions(account, [{ date: '2026-05-04', description: 'Printer paper', type: 'Expense', amount: '42.00' }]);
  await gotoTransactions(page);
  await bodyRows(page).filter({ hasText: 'Printer paper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Description', { exact: true })).toHaveValue('Printer paper');
  await dialog.getByLabel('Description', { exact: true }).fill('Printer paper and toner');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(bodyRows(page).filter({ hasText: 'Printer paper and toner' })).toHaveCount(1);
  const { data } = await account.client.from('transactions').select('description').eq('id', String(id)).single();
  expect(data?.description).toBe('Printer paper and toner');
});

test('delete asks for confirmation, removes the row and reverses its entry', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'txn-delete');
  const [id] = await seedTransactions(account, [
    { date: '2026-05-04', description: 'Duplicate rent', type: 'Expense', amount: '900.00' },
    { date: '2026-05-05', description: 'Real rent', type: 'Expense', amount: '900.00' },
  ]);
  await gotoTransactions(page);
  await confirmDelete(page, /Duplicate rent/);
  await expect(page.getByText('Duplicate rent (2026-05-04) was deleted.')).toBeVisible();
  await expect(bodyRows(page).filter({ hasText: 'Duplicate rent' })).toHaveCount(0);
  await expect(bodyRows(page)).toHaveCount(1);
  expect(await databaseCount(account)).toBe(1);
  const reversal = await serviceClient().from('journal_entries').select('id').eq('organization_id', organizationOf(account)).eq('source_type', 'reversal');
  expect(reversal.data?.length ?? 0).toBeGreaterThanOrEqual(1);
  expect(id).toBeTruthy();
});

test('deleting in a locked period is refused with the database message and keeps the row', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'txn-locked');
  await seedTransactions(account, [{ date: '2026-01-15', description: 'January utilities', type: 'Expense', amount: '120.00' }]);
  const locked = await serviceClient().from('organization_settings').update({ locked_through: '2026-01-31' }).eq('organization_id', organizationOf(account));
  expect(locked.error).toBeNull();
  await gotoTransactions(page);
  await confirmDelete(page, /January utilities/);
  await expect(page.getByText('Could not delete the transaction')).toBeVisible();
  await expect(page.getByText(/Period locked: nothing can be posted on or before 2026-01-31/)).toBeVisible();
  await expect(bodyRows(page).filter({ hasText: 'January utilities' })).toHaveCount(1);
  expect(await databaseCount(account)).toBe(1);
});
