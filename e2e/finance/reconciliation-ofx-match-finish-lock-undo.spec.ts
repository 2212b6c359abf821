// Bank reconciliation end to end: an OFX statement is imported, the suggestions are
// accepted, the bank fee is created from its line, the difference reaches zero and the
// reconciliation finishes; the cleared transaction can then no longer be edited (the transactions
// screen shows the database's sentence) until an owner undoes the reconciliation.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { bodyRows, gotoTransactions, signedInOwner } from './support/transactions.ts';
import { LOCKED_MESSAGE, OFX_FIXTURE, seedOctoberBooks, startOctober } from './support/reconciliation.ts';
import { animationsSettled } from '../support/animations-settled.ts';

test('OFX import, accept suggestions, fee from a line, finish at zero, the cleared transaction is locked, undo', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'recon-flow');
  const ids = await seedOctoberBooks(owner);
  const reconciliationId = await startOctober(owner);

  await page.goto(`/app/finance/reconciliation/${reconciliationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reconcile Cash - Operating' })).toBeVisible();
  await page.getByRole('button', { name: 'Import statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import the bank statement' });
  await dialog.getByLabel('Statement file').setInputFiles(OFX_FIXTURE);
  await expect(dialog).toContainText('statement-ofx1-sgml.ofx (OFX)');
  await expect(dialog).toContainText('4, 2026-10-03 to 2026-10-31');
  await dialog.getByRole('button', { name: 'Import 4 lines' }).click();
  await expect(page.getByText('4 lines imported.')).toBeVisible();

  const statement = page.getByRole('table', { name: 'Bank statement lines' });
  await expect(statement.getByText(/^Suggested:/)).toHaveCount(3);
  await page.getByRole('button', { name: 'Accept all suggestions (3)' }).click();
  await expect(page.getByText('3 statement lines matched')).toBeVisible();
  const difference = page.getByTestId('reconciliation-difference');
  await expect(difference).toContainText('-$12.00');
  await expect(page.getByRole('button', { name: 'Finish' })).toBeDisabled();

  await page.getByRole('button', { name: /^Create a transaction from 2026-10-31 MONTHLY SERVICE FEE/ }).click();
  const create = page.getByRole('dialog', { name: 'Record the payment from this line' });
  await create.getByLabel('Expense or asset account').click();
  await page.keyboard.type('6600');
  // A click on the dropdown while it still slides in can miss the account: wait until it is still.
  await animationsSettled(page);
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper').filter({ hasText: /^6600 / }).click();
  await create.getByLabel('Description').fill('Bank service fee');
  await create.getByRole('button', { name: 'Create and match' }).click();
  await expect(page.getByText('Transaction created and matched')).toBeVisible();
  await expect(difference).toContainText('$0.00');

  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Reconciliation finished: its cleared lines are now locked')).toBeVisible();
  await expect(page.getByText(/^Finished by /)).toBeVisible();

  // The rent cleared in October: the transactions screen refuses to change it, in plain words.
  await gotoTransactions(page);
  await bodyRows(page).filter({ hasText: 'Harbor Properties rent' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
  await edit.getByLabel('Amount').fill('810.00');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(LOCKED_MESSAGE)).toBeVisible();
  const unchanged = await owner.client.from('transactions').select('amount').eq('id', ids.rent ?? '').single();
  expect(Number(unchanged.data?.amount)).toBe(800);

  // Undo (an owner): the reconciliation is open again and the rent can change.
  await page.goto(`/app/finance/reconciliation/${reconciliationId}`);
  await page.getByRole('button', { name: 'Undo reconciliation' }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Reconciliation undone: it is in progress again')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
  const changed = await owner.client.from('transactions').update({ amount: '810.00' }).eq('id', ids.rent ?? '').select('id');
  expect(changed.error).toBeNull();
});
