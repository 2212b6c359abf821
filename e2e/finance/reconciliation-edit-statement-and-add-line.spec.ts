// A reconciliation in progress: the statement's end date and ending balance are
// corrected from the workspace, and a line missing from the bank's file is typed in with its
// reference; once the reconciliation is finished (here by another session while the dialog is
// open) both are refused in the database's words.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import type { TestAccount } from '../support/accounts.ts';
import { accountIdByCode, organizationOf, signedInOwner } from './support/transactions.ts';

const FINISHED = 'This reconciliation is finished; undo it first to change it';

/** An empty October statement of Cash - Operating that opens and ends at 0.00: it can finish at once. */
async function startEmptyOctober(account: TestAccount): Promise<string> {
  const { data, error } = await account.client.rpc('start_bank_reconciliation', {
    p_organization_id: organizationOf(account),
    p_account_id: await accountIdByCode(account, '1010'),
    p_statement_end_date: '2026-10-31',
    p_ending_balance: 0,
    p_statement_start_date: '2026-10-01',
    p_opening_balance: 0,
  });
  if (error) throw error;
  return String(data);
}

async function finishElsewhere(account: TestAccount, id: string): Promise<void> {
  const { error } = await account.client.rpc('finish_bank_reconciliation', { p_reconciliation_id: id });
  expect(error).toBeNull();
}

async function openWorkspace(page: Page, id: string): Promise<void> {
  await page.goto(`/app/finance/reconciliation/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reconcile Cash - Operating' })).toBeVisible();
}

test('the statement end date and ending balance are corrected while the reconciliation is in progress', async ({ page }) => {
  const owner = await signedInOwner(page, 'recon-edit');
  const id = await startEmptyOctober(owner);
  await openWorkspace(page, id);
  await page.getByRole('button', { name: 'Edit statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the statement' });
  await dialog.getByLabel('Statement end date').fill('2026-10-30');
  await dialog.getByLabel('Statement end date').press('Enter');
  await dialog.getByLabel('Ending balance on the statement').fill('-84.10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Statement updated')).toBeVisible();
  await expect(page.getByText('Statement 2026-10-01 – 2026-10-30')).toBeVisible();
  await expect(page.getByTestId('reconciliation-difference')).toContainText('-$84.10');
  const { data } = await owner.client.from('bank_reconciliations').select('statement_end_date, ending_balance').eq('id', id).single();
  expect(data?.statement_end_date).toBe('2026-10-30');
  expect(Number(data?.ending_balance)).toBe(-84.1);
});

test('correcting the statement of a finished reconciliation is refused in words', async ({ page }) => {
  const owner = await signedInOwner(page, 'recon-edit-finished');
  const id = await startEmptyOctober(owner);
  await openWorkspace(page, id);
  await page.getByRole('button', { name: 'Edit statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the statement' });
  await dialog.getByLabel('Ending balance on the statement').fill('12.00');
  await finishElsewhere(owner, id);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(FINISHED)).toBeVisible();
  const { data } = await owner.client.from('bank_reconciliations').select('ending_balance').eq('id', id).single();
  expect(Number(data?.ending_balance)).toBe(0);
});

test('a statement line typed in by hand appears in the statement with its reference', async ({ page }) => {
  const owner = await signedInOwner(page, 'recon-add-line');
  const id = await startEmptyOctober(owner);
  await openWorkspace(page, id);
  await page.getByRole('button', { name: 'Add line' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a statement line' });
  await dialog.getByLabel('Date', { exact: true }).fill('2026-10-28');
  await dialog.getByLabel('Date', { exact: true }).press('Enter');
  await dialog.getByLabel('Description').fill('Incoming wire fee');
  await dialog.getByLabel('Amount', { exact: true }).fill('-15.00');
  await dialog.getByLabel('Reference (optional)').fill('W-778');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(page.getByText('Statement line added')).toBeVisible();
  const row = page.getByRole('table', { name: 'Bank statement lines' }).getByRole('row').filter({ hasText: 'Incoming wire fee' });
  await expect(row).toContainText('Ref. W-778');
  await expect(row).toContainText('-$15.00');
  await expect(row).toContainText('Unmatched');
  const { data } = await owner.client.from('bank_statement_lines').select('line_date, amount, description, reference, source_format').eq('reconciliation_id', id).single();
  expect({ ...data, amount: Number(data?.amount) }).toEqual({ line_date: '2026-10-28', amount: -15, description: 'Incoming wire fee', reference: 'W-778', source_format: 'manual' });
});

test('adding a statement line to a finished reconciliation is refused in words', async ({ page }) => {
  const owner = await signedInOwner(page, 'recon-add-finished');
  const id = await startEmptyOctober(owner);
  await openWorkspace(page, id);
  await page.getByRole('button', { name: 'Add line' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a statement line' });
  await dialog.getByLabel('Description').fill('Late interest');
  await dialog.getByLabel('Amount', { exact: true }).fill('0.42');
  await finishElsewhere(owner, id);
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(dialog.getByText(FINISHED)).toBeVisible();
  const { count } = await owner.client.from('bank_statement_lines').select('id', { count: 'exact', head: true }).eq('reconciliation_id', id);
  expect(count).toBe(0);
});
