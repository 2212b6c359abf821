// A viewer reads the list but gets no Add, Import or Delete; the palette's Recent Transactions item
// opens that transaction in the edit dialog on the Transactions screen.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, serviceClient, signInAs } from '../support/accounts.ts';
import { bodyRows, expectListCount, gotoTransactions, organizationOf, seedTransactions, signedInOwner } from './support/transactions.ts';

test('a viewer sees the transactions without add, import or delete buttons', async ({ page }) => {
  test.slow();
  const owner = await createAccount('txn-owner-of-viewer');
  await seedTransactions(owner, [{ date: '2026-02-02', description: 'Read-only row', type: 'Expense', amount: '9.99' }]);
  const viewer = await createAccount('txn-viewer', null);
  const joined = await serviceClient().from('organization_members').insert({ organization_id: organizationOf(owner), user_id: viewer.userId, role: 'viewer' });
  expect(joined.error).toBeNull();
  await signInAs(page, viewer);
  await gotoTransactions(page);
  await expectListCount(page, 1);
  await expect(bodyRows(page).filter({ hasText: 'Read-only row' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add transaction' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});

test('the palette’s Recent Transactions item opens that transaction for editing', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'txn-palette');
  await seedTransactions(owner, [{ date: '2026-02-03', description: 'Palette pick', type: 'Expense', amount: '12.34' }]);
  // The palette lists the bundle's newest transactions: load the page after the insert.
  await gotoTransactions(page);
  await page.keyboard.press('Control+k');
  const palette = page.getByTestId('command-palette');
  await palette.getByPlaceholder('Type a command or search...').fill('Palette pick');
  await palette.getByRole('option', { name: /Palette pick - \$12\.34/ }).click();
  await expect(page).toHaveURL(/\/app\/transactions/);
  const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Description', { exact: true })).toHaveValue('Palette pick');
});
