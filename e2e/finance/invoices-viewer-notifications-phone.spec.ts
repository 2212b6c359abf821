// Invoices and bills for a viewer (read only), the overdue notification opening the invoice's own
// page, a record that does not exist, and both screens at 375 px with axe finding nothing serious.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { animationsSettled } from '../support/animations-settled.ts';
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { createAccount, serviceClient, startSessionAs } from '../support/accounts.ts';
import { addBill, addCustomer, addInvoice, addVendor, isoDay } from './invoices-support.ts';
import { organizationOf, signedInOwner } from './support/transactions.ts';

async function expectFitsPhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

test('a viewer reads invoices and bills but gets no New, Issue, Record payment or Pay bills', async ({ page }) => {
  test.slow();
  const owner = await createAccount('inv-owner-of-viewer');
  const customer = await addCustomer(owner, 'Viewer Customer');
  const invoiceId = await addInvoice(owner, customer, isoDay(-3), isoDay(27), '50.00');
  const vendor = await addVendor(owner, 'Viewer Vendor');
  await addBill(owner, vendor, isoDay(-3), isoDay(27), '20.00');
  const viewer = await createAccount('inv-viewer', null);
  expect((await serviceClient().from('organization_members').insert({ organization_id: organizationOf(owner), user_id: viewer.userId, role: 'viewer' })).error).toBeNull();
  await startSessionAs(page, viewer);

  await page.goto('/app/finance/invoices');
  await expect(page.getByRole('row').filter({ hasText: 'Viewer Customer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New invoice' })).toHaveCount(0);
  await page.goto(`/app/finance/invoices/${invoiceId}`);
  await expect(page.getByRole('heading', { name: /^Invoice INV-/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Void', exact: true })).toHaveCount(0);
  await page.goto('/app/finance/bills');
  await expect(page.getByRole('row').filter({ hasText: 'Viewer Vendor' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay bills' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New bill' })).toHaveCount(0);
});

test('the overdue invoice notification opens the invoice itself, and an unknown invoice says not found', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'inv-notify');
  const customer = await addCustomer(owner, 'Late Payer Agency');
  const invoiceId = await addInvoice(owner, customer, isoDay(-45), isoDay(-15), '640.00');
  expect((await serviceClient().rpc('notify_overdue_documents', { p_organization_id: organizationOf(owner) })).error).toBeNull();
  await page.goto('/app/dashboard');
  await page.getByTestId('topbar').getByRole('button', { name: /^Notifications/ }).click();
  const item = page.getByTestId('notifications-panel').getByTestId('notification-item').filter({ hasText: 'Invoice overdue' });
  await expect(item).toContainText('Late Payer Agency');
  await item.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/finance/invoices/${invoiceId}$`));
  await expect(page.getByRole('heading', { name: /^Invoice INV-/ })).toBeVisible();

  await page.goto('/app/finance/invoices/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Invoice not found', { exact: true }).first()).toBeVisible();
});

test('invoices and bills fit a 375 px phone and axe finds nothing serious', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  const owner = await signedInOwner(page, 'inv-phone');
  const customer = await addCustomer(owner, 'Phone Customer');
  const invoiceId = await addInvoice(owner, customer, isoDay(-3), isoDay(27), '75.00');
  const vendor = await addVendor(owner, 'Phone Vendor');
  const billId = await addBill(owner, vendor, isoDay(-3), isoDay(27), '35.00');

  await page.goto('/app/finance/invoices');
  await expect(page.getByRole('row').filter({ hasText: 'Phone Customer' })).toBeVisible();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the invoices list');
  await page.getByRole('button', { name: 'New invoice' }).click();
  await expect(page.getByRole('dialog', { name: 'New invoice' })).toBeVisible();
  await animationsSettled(page);
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the new invoice drawer');
  await page.keyboard.press('Escape');

  await page.goto(`/app/finance/invoices/${invoiceId}`);
  await expect(page.getByRole('heading', { name: /^Invoice INV-/ })).toBeVisible();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the invoice page');

  await page.goto('/app/finance/invoices?tab=aging');
  await expect(page.getByRole('row').filter({ hasText: 'Phone Customer' })).toBeVisible();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the AR aging tab');

  await page.goto(`/app/finance/bills/${billId}`);
  await expect(page.getByRole('heading', { name: /^Bill BILL-/ })).toBeVisible();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the bill page');

  await page.goto('/app/finance/bills?tab=vendors');
  await expect(page.getByRole('row').filter({ hasText: 'Phone Vendor' })).toBeVisible();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the vendors tab');
});
