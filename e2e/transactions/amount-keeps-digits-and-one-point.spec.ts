// The amount input keeps digits and one decimal point, whether typed or pasted (SPEC section 5).
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, signInAs } from '../support/accounts.ts';
import { openNewTransaction } from './transaction-dialog.ts';

test('[TXN-3] typing 1a2.3.4 leaves 12.34, and a pasted $1,2.5.6 leaves 12.56', async ({ page, context }) => {
  test.slow();
  const account = await createAccount('txn-amount');
  await signInAs(page, account);
  const dialog = await openNewTransaction(page);
  const amount = dialog.getByLabel('Amount', { exact: true });

  await amount.click();
  await page.keyboard.type('1a2.3.4');
  await expect(amount).toHaveValue('12.34');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => navigator.clipboard.writeText('$1,2.5.6'));
  await amount.fill('');
  await amount.focus();
  await page.keyboard.press('ControlOrMeta+v');
  await expect(amount).toHaveValue('12.56');

  // Letters alone leave nothing; a second point typed after the first is ignored.
  await amount.fill('');
  await page.keyboard.type('abc');
  await expect(amount).toHaveValue('');
  await page.keyboard.type('.5.');
  await expect(amount).toHaveValue('.5');
});
