// Editing (SPEC section 2): the dialog opens prefilled through the shared store (here from an
// `?editTransaction=<id>` link, which calls openTransactionDialog({ transaction })), Save updates
// that row, and the ledger corrects by reversal: the old entry stays and a reversing entry and a
// new entry are posted.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';
import { accountField, accountId, dialog as transactionDialog, formField, journalEntriesOf, transactionsOf } from './transaction-dialog.ts';

test('[TXN-1] a link opens the transaction prefilled for editing, and Save updates it and reposts its entry', async ({ page }) => {
  test.slow();
  const account = await createAccount('txn-edit');
  const organizationId = String(account.organizationId);
  const supplies = await accountId(organizationId, '6300');
  const project = await account.client.from('projects').insert({ organization_id: organizationId, name: 'Winter Shelter' }).select('id').single();
  expect(project.error).toBeNull();
  const inserted = await account.client
    .from('transactions')
    .insert({ organization_id: organizationId, date: '2026-04-02', description: 'Printer paper', account_id: supplies, type: 'Expense', amount: '45.10', notes: 'Box of 10', project_id: project.data?.id })
    .select('id, journal_entry_id')
    .single();
  expect(inserted.error).toBeNull();
  const id = String(inserted.data?.id);
  const firstEntry = String(inserted.data?.journal_entry_id);

  await startSessionAs(page, account);
  await page.goto(`/app/dashboard?editTransaction=${id}`);
  const dialog = transactionDialog(page, 'Edit Transaction');
  await expect(dialog).toBeVisible();
  await expect(page).not.toHaveURL(/editTransaction/);
  await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue('2026-04-02');
  await expect(dialog.getByLabel('Description', { exact: true })).toHaveValue('Printer paper');
  await expect(formField(dialog, 'type')).toContainText('Expense');
  await expect(accountField(dialog)).toContainText('6300 Supplies');
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('45.10');
  await expect(dialog.getByLabel('Notes', { exact: true })).toHaveValue('Box of 10');
  await expect(formField(dialog, 'projectId')).toContainText('Winter Shelter');

  await dialog.getByLabel('Amount', { exact: true }).fill('80');
  await dialog.getByLabel('Description', { exact: true }).fill('Printer paper and toner');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transaction updated successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const rows = await transactionsOf(organizationId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ id, description: 'Printer paper and toner', account_id: supplies, date: '2026-04-02', notes: 'Box of 10' });
  expect(String(rows[0]?.amount)).toBe('80');
  const newEntry = String(rows[0]?.journal_entry_id);
  expect(newEntry).not.toBe(firstEntry);

  const entries = await journalEntriesOf(organizationId);
  const total = (entryId: string, side: 'debit' | 'credit') =>
    (entries.find((entry) => entry.id === entryId)?.journal_entry_lines ?? []).reduce((sum, line) => sum + Math.round(Number(line[side]) * 100), 0);
  expect(entries.find((entry) => entry.id === firstEntry)?.status).toBe('posted');
  const reversal = entries.find((entry) => entry.reverses_entry_id === firstEntry);
  expect(reversal).toBeDefined();
  expect(total(String(reversal?.id), 'debit')).toBe(4510);
  expect(total(String(reversal?.id), 'credit')).toBe(4510);
  expect(total(newEntry, 'debit')).toBe(8000);
  expect(total(newEntry, 'credit')).toBe(8000);
});

test('[TXN-1] a link to a transaction that is not there says so and opens nothing', async ({ page }) => {
  test.slow();
  const account = await createAccount('txn-edit-missing');
  await startSessionAs(page, account);
  await page.goto('/app/dashboard?editTransaction=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Transaction not found')).toBeVisible();
  await expect(page).not.toHaveURL(/editTransaction/);
  await expect(transactionDialog(page, 'Edit Transaction')).toHaveCount(0);
});
