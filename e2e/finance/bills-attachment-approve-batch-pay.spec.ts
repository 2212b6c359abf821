// A bill gets the vendor's PDF attached and is approved from its page, then it and a second bill
// are paid together from Pay bills with one check number per vendor.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { organizationOf, signedInOwner } from './support/transactions.ts';
import { addBill, addVendor, isoDay } from './invoices-support.ts';

test('a bill with its attached PDF is approved and paid with another in a batch of two', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'bill-batch');
  const foods = await addVendor(owner, 'Batch Foods Co');
  const fuel = await addVendor(owner, 'Batch Fuel Inc');
  const first = await addBill(owner, foods, isoDay(-10), isoDay(20), '240.00', false);
  const second = await addBill(owner, fuel, isoDay(-8), isoDay(5), '55.50');

  await page.goto(`/app/finance/bills/${first}`);
  await expect(page.getByRole('heading', { name: /^Bill BILL-/ })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'invoice-4471.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% vendor invoice 4471\n') });
  await expect(page.getByTestId('bill-attachment-open')).toHaveText('Open invoice-4471.pdf');
  const stored = await owner.client.storage.from('documents').list(`${organizationOf(owner)}/bills/${first}`);
  expect(stored.data?.map((file) => file.name)).toEqual(['invoice-4471.pdf']);
  await page.getByRole('button', { name: 'Approve bill' }).click();
  await expect(page.getByTestId('document-state')).toHaveText('Approved');

  await page.goto('/app/finance/bills');
  await page.getByRole('button', { name: 'Pay bills' }).click();
  const drawer = page.getByRole('dialog', { name: 'Pay bills' });
  await drawer.getByRole('checkbox', { name: /Pay bill BILL-\d+ from Batch Foods Co/ }).check();
  await drawer.getByRole('checkbox', { name: /Pay bill BILL-\d+ from Batch Fuel Inc/ }).check();
  await expect(drawer.getByTestId('pay-bills-total')).toHaveText('2 selected · $295.50');
  await drawer.getByLabel('Check number').fill('1001');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Batch Foods Co' })).toContainText('Paid');
  await expect(page.getByRole('row').filter({ hasText: 'Batch Fuel Inc' })).toContainText('Paid');

  const payments = await owner.client.from('bill_payments').select('bill_id, amount, reference').eq('organization_id', organizationOf(owner)).order('reference');
  expect(payments.data).toEqual([
    { bill_id: first, amount: 240, reference: '1001' },
    { bill_id: second, amount: 55.5, reference: '1002' },
  ]);
});
