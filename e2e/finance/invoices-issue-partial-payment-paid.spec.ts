// An invoice is issued, paid in part, then in full from its own page; the AR aging tab follows each
// step (what is open moves, then nothing is).
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { addCustomer, addInvoice, isoDay } from './invoices-support.ts';
import { signedInOwner } from './support/transactions.ts';

test('an invoice is issued, partially paid, then paid, and the AR aging moves with it', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'inv-lifecycle');
  const customerId = await addCustomer(owner, 'Lakeside Seniors');
  const invoiceId = await addInvoice(owner, customerId, isoDay(-5), isoDay(25), '415.00', false);

  await page.goto(`/app/finance/invoices/${invoiceId}`);
  await expect(page.getByRole('heading', { name: /^Invoice INV-/ })).toBeVisible();
  await expect(page.getByTestId('document-state')).toHaveText('Draft');
  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page.getByTestId('document-state')).toHaveText('Sent');

  await page.goto('/app/finance/invoices?tab=aging');
  const agingRow = page.getByRole('row').filter({ hasText: 'Lakeside Seniors' });
  await expect(agingRow).toContainText('$415.00');

  await page.goto(`/app/finance/invoices/${invoiceId}`);
  await page.getByRole('button', { name: 'Record payment' }).click();
  const drawer = page.getByRole('dialog', { name: /Record payment/ });
  await drawer.getByLabel('Amount', { exact: true }).fill('100');
  await drawer.getByLabel('Check number').fill('5521');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('document-state')).toHaveText('Partially paid');
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('Check 5521');

  await page.goto('/app/finance/invoices?tab=aging');
  await expect(page.getByRole('row').filter({ hasText: 'Lakeside Seniors' })).toContainText('$315.00');

  await page.goto(`/app/finance/invoices/${invoiceId}`);
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(drawer.getByLabel('Amount', { exact: true })).toHaveValue('315.00');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('document-state')).toHaveText('Paid');
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  await page.goto('/app/finance/invoices?tab=aging');
  await expect(page.getByText('Nothing is open as of this date.')).toBeVisible();
});
