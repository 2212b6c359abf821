// Void rules from the invoice's page: an issued, unpaid invoice is voided (its receivable
// reversed); one with a payment is refused in the database's words.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { addCustomer, addInvoice, isoDay } from './invoices-support.ts';
import { signedInOwner } from './support/transactions.ts';

test('an unpaid invoice voids, one with a payment is refused in the database\'s words', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'inv-void');
  const customerId = await addCustomer(owner, 'Void Rules Shelter');
  const unpaid = await addInvoice(owner, customerId, isoDay(-3), isoDay(27), '80.00');
  // Past due and partly paid: the page still offers Void (overdue), the database refuses it.
  const paid = await addInvoice(owner, customerId, isoDay(-60), isoDay(-30), '90.00');
  const payment = await owner.client.rpc('record_invoice_payment', { p_invoice_id: paid, p_payment_date: isoDay(-20), p_amount: 10, p_method: 'cash' });
  expect(payment.error).toBeNull();

  await page.goto(`/app/finance/invoices/${unpaid}`);
  await page.getByRole('button', { name: 'Void', exact: true }).click();
  await page.getByRole('button', { name: 'Void invoice' }).click();
  await expect(page.getByTestId('document-state')).toHaveText('Void');
  await expect(page.getByRole('link', { name: 'Void entry' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  await page.goto(`/app/finance/invoices/${paid}`);
  await expect(page.getByTestId('document-state')).toHaveText(/^Overdue/);
  await page.getByRole('button', { name: 'Void', exact: true }).click();
  await page.getByRole('button', { name: 'Void invoice' }).click();
  await expect(page.getByRole('alert')).toContainText('An invoice with payments cannot be voided');
});
