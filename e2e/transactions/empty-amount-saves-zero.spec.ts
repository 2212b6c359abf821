// No field is required: a dialog saved untouched writes a row with amount 0 (SPEC section 5).
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, signInAs } from '../support/accounts.ts';
import { browserToday, journalEntriesOf, openNewTransaction, transactionsOf } from './transaction-dialog.ts';

test('[TXN-4] saving with nothing filled in stores amount 0, today, Expense and no account', async ({ page }) => {
  test.slow();
  const account = await createAccount('txn-empty');
  const organizationId = String(account.organizationId);
  await signInAs(page, account);
  const dialog = await openNewTransaction(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The first toast after Save is the outcome: a refusal shows here in its own words.
  await expect(page.locator('.ant-notification-notice').first()).toContainText('Transaction created successfully.');
  await expect(dialog).toBeHidden();

  const rows = await transactionsOf(organizationId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    date: await browserToday(page),
    description: '',
    account_id: null,
    type: 'Expense',
    notes: null,
    project_id: null,
    // An amount of 0 posts nothing to the ledger.
    journal_entry_id: null,
  });
  expect(Number(rows[0]?.amount)).toBe(0);
  expect((await journalEntriesOf(organizationId)).filter((entry) => entry.source_id === rows[0]?.id)).toEqual([]);
});
