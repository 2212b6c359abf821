// Save (SPEC sections 7 and 8): the row with every column for the active organization, its balanced
// journal entry in the ledger, the success toast, and the organization data reloaded.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, signInAs } from '../support/accounts.ts';
import { accountField, accountId, choose, formField, journalEntriesOf, openNewTransaction, transactionsOf } from './transaction-dialog.ts';

test('[TXN-8][TXN-9] Save inserts every column, posts a balanced journal entry, toasts Success and reloads the organization data', async ({ page }) => {
  test.slow();
  const account = await createAccount('txn-save');
  const organizationId = String(account.organizationId);
  const project = await account.client.from('projects').insert({ organization_id: organizationId, name: 'Literacy Program' }).select('id').single();
  expect(project.error).toBeNull();
  const grants = await accountId(organizationId, '4100');
  const cash = await accountId(organizationId, '1010');

  await signInAs(page, account);
  const dialog = await openNewTransaction(page);
  const date = dialog.getByLabel('Date', { exact: true });
  await date.click();
  await date.fill('2026-03-15');
  await date.press('Enter');
  await expect(date).toHaveValue('2026-03-15');
  await dialog.getByLabel('Description', { exact: true }).fill('Grant from the Lighthouse Foundation');
  await choose(page, dialog, 'Type', 'Income');
  await choose(page, dialog, 'Account', '4100 Grants');
  await expect(accountField(dialog)).toContainText('4100 Grants');
  await dialog.getByLabel('Amount', { exact: true }).fill('1234.56');
  await choose(page, dialog, 'Project', 'Literacy Program');
  await expect(formField(dialog, 'projectId')).toContainText('Literacy Program');
  await dialog.getByLabel('Notes', { exact: true }).fill('Second installment');

  const reload = page.waitForRequest((request) => request.url().includes('/rest/v1/rpc/get_organization_data'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transaction created successfully.')).toBeVisible();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await reload;

  const rows = await transactionsOf(organizationId);
  expect(rows).toHaveLength(1);
  const row = rows[0];
  expect(row).toMatchObject({
    organization_id: organizationId,
    date: '2026-03-15',
    description: 'Grant from the Lighthouse Foundation',
    account_id: grants,
    type: 'Income',
    notes: 'Second installment',
    project_id: project.data?.id,
  });
  expect(String(row?.amount)).toBe('1234.56');

  // The ledger: one posted entry for the transaction, debit cash and credit Grants, balanced.
  const entries = (await journalEntriesOf(organizationId)).filter((entry) => entry.source_id === row?.id);
  expect(entries).toHaveLength(1);
  const entry = entries[0];
  expect(entry).toMatchObject({ id: row?.journal_entry_id, status: 'posted', source_type: 'transaction', entry_date: '2026-03-15' });
  const lines = entry?.journal_entry_lines ?? [];
  const cents = (value: unknown) => Math.round(Number(value) * 100);
  expect(lines.map((line) => ({ account_id: line.account_id, debit: cents(line.debit), credit: cents(line.credit) })).sort((a, b) => b.debit - a.debit)).toEqual([
    { account_id: cash, debit: 123456, credit: 0 },
    { account_id: grants, debit: 0, credit: 123456 },
  ]);

  // The reloaded organization data reaches the page: the palette lists the new transaction.
  await page.keyboard.press('ControlOrMeta+k');
  await page.getByPlaceholder('Type a command or search...').fill('Lighthouse');
  await expect(page.getByTestId('command-palette')).toContainText('Grant from the Lighthouse Foundation - $1234.56');
});
