// The list stays current: the top bar's New Transaction save shows at once, and another user's
// insert arrives within seconds through realtime, without a reload.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, serviceClient } from '../support/accounts.ts';
import { expectSameDocument, markDocument } from '../support/no-reload.ts';
import { bodyRows, expectListCount, gotoTransactions, organizationOf, seedTransactions, signedInOwner } from './support/transactions.ts';

test('a transaction saved in the New Transaction dialog shows in the list at once', async ({ page }) => {
  test.slow();
  await signedInOwner(page, 'txn-new');
  await gotoTransactions(page);
  await expectListCount(page, 0);
  await page.getByTestId('topbar').getByRole('button', { name: 'New Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Transaction' });
  await dialog.getByLabel('Description', { exact: true }).fill('Stamps for the newsletter');
  await dialog.getByLabel('Amount', { exact: true }).fill('18.40');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(bodyRows(page).filter({ hasText: 'Stamps for the newsletter' })).toContainText('-$18.40');
  await expectListCount(page, 1);
});

test('another user’s insert appears within seconds without a reload', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'txn-live');
  const colleague = await createAccount('txn-colleague', null);
  const joined = await serviceClient().from('organization_members').insert({ organization_id: organizationOf(owner), user_id: colleague.userId, role: 'member' });
  expect(joined.error).toBeNull();
  await gotoTransactions(page);
  await expectListCount(page, 0);
  const marker = await markDocument(page);
  await seedTransactions({ ...colleague, organizationId: organizationOf(owner) }, [{ date: '2026-06-01', description: 'Colleague deposit', type: 'Income', amount: '75.00' }]);
  await expect(bodyRows(page).filter({ hasText: 'Colleague deposit' })).toBeVisible({ timeout: 10_000 });
  await expectListCount(page, 1);
  await expectSameDocument(page, marker);
});
