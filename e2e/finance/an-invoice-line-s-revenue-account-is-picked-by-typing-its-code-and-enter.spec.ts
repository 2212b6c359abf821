// An invoice line's revenue account is chosen from the keyboard: typing its code lists the
// account below its placeholder parent, Enter picks it, and the saved line carries it (read back
// through the API), never the Uncategorized account. The record's page and the browser tab are
// titled by the document.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { addCustomer, isoDay } from './invoices-support.ts';
import { accountIdByCode, organizationOf, signedInOwner } from './support/transactions.ts';

test("an invoice line's revenue account is picked by typing its code and pressing Enter", async ({ page }) => {
  const owner = await signedInOwner(page, 'inv-line-account');
  const organizationId = organizationOf(owner);
  const customerId = await addCustomer(owner, 'Lakeside Senior Center');
  const saved = await owner.client.rpc('save_invoice', {
    p_organization_id: organizationId,
    p_invoice: { customer_id: customerId, issue_date: isoDay(-1), due_date: isoDay(29) },
    p_lines: [{ description: 'Senior meals', quantity: 1, unit_price: '120.00', account_id: null }],
  });
  if (saved.error) throw saved.error;
  const invoiceId = String(saved.data);

  await page.goto(`/app/finance/invoices/${invoiceId}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice INV-\d+ - Lakeside Senior Center$/ })).toBeVisible();
  await expect(page).toHaveTitle(/^Invoice INV-\d+ - Lakeside Senior Center \| Missionbase/);

  await page.getByRole('button', { name: 'Edit draft' }).click();
  const drawer = page.getByRole('dialog', { name: /^Invoice INV-/ });
  // Without an account the line is refused in words rather than saved to Uncategorized Income.
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText("Choose the line's revenue account.")).toBeVisible();

  await drawer.getByLabel('Line 1 revenue account').focus();
  await page.keyboard.type('4200');
  await page.keyboard.press('Enter');
  await expect(drawer.getByTitle('4200 Program Service Fees')).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();

  const lines = await owner.client.from('invoice_lines').select('account_id').eq('invoice_id', invoiceId);
  if (lines.error) throw lines.error;
  expect(lines.data.map((line) => line.account_id)).toEqual([await accountIdByCode(owner, '4200')]);
});
