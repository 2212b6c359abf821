// The AR and AP aging tabs' totals equal the receivable and payable balances of the ledger, read
// from the journal lines by the test itself.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { addBill, addCustomer, addInvoice, addVendor, dollars, isoDay, ledgerCents } from './invoices-support.ts';
import { signedInOwner } from './support/transactions.ts';

test('the AR and AP aging totals equal the ledger receivable and payable balances', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'aging-ledger');
  const school = await addCustomer(owner, 'Aging School District');
  await addInvoice(owner, school, isoDay(-100), isoDay(-70), '1200.00');
  await addInvoice(owner, school, isoDay(-40), isoDay(-10), '300.25');
  const current = await addInvoice(owner, school, isoDay(-2), isoDay(28), '99.99');
  expect((await owner.client.rpc('record_invoice_payment', { p_invoice_id: current, p_payment_date: isoDay(0), p_amount: 9.99, p_method: 'card' })).error).toBeNull();
  const grocer = await addVendor(owner, 'Aging Grocer');
  await addBill(owner, grocer, isoDay(-50), isoDay(-20), '410.10');
  await addBill(owner, grocer, isoDay(-1), isoDay(29), '75.00');

  const receivable = await ledgerCents(owner, '1100', 'debit');
  expect(receivable).toBe(120000 + 30025 + 9000);
  await page.goto('/app/finance/invoices?tab=aging');
  const arTotals = page.getByRole('row').filter({ hasText: /^Total/ });
  await expect(arTotals).toContainText(dollars(receivable));
  await expect(page.getByRole('row').filter({ hasText: 'Aging School District' })).toContainText('$1,200.00');
  await expect(page.getByTestId('aging-ledger-receivable')).toContainText(dollars(receivable));

  const payable = await ledgerCents(owner, '2010', 'credit');
  expect(payable).toBe(41010 + 7500);
  await page.goto('/app/finance/bills?tab=aging');
  await expect(page.getByRole('row').filter({ hasText: /^Total/ })).toContainText(dollars(payable));
  await expect(page.getByTestId('aging-ledger-payable')).toContainText(dollars(payable));
});
