// The numbering and defaults saved on the Sales and Expenses pages are the organization's settings
// (read back through the API).
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';

test('an owner sets the invoice prefix, next number and payment instructions', async ({ page }) => {
  const owner = await createAccount('sales', 'Sales Org');
  await startSessionAs(page, owner);
  await page.goto('/app/settings/sales');
  const invoices = page.getByRole('form', { name: 'Invoices' });
  await invoices.getByLabel('Invoice number prefix').fill('SO-');
  await invoices.getByLabel('Next invoice number').fill('2001');
  await invoices.getByLabel('Payment instructions').fill('Checks to Sales Org, 1 Main St.');
  await invoices.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invoices saved')).toBeVisible();
  const { data } = await owner.client.from('organization_settings').select('invoice_prefix, next_invoice_number, payment_instructions').eq('organization_id', String(owner.organizationId)).single();
  expect(data).toEqual({ invoice_prefix: 'SO-', next_invoice_number: 2001, payment_instructions: 'Checks to Sales Org, 1 Main St.' });
});

test('an owner adds a payroll tax rate to the table HR applies', async ({ page }) => {
  const owner = await createAccount('payroll', 'Payroll Org');
  await startSessionAs(page, owner);
  await page.goto('/app/settings/expenses');
  const payroll = page.getByRole('form', { name: 'Payroll tax rates' });
  await payroll.getByRole('button', { name: 'Add a tax' }).click();
  await payroll.getByRole('textbox', { name: 'Tax' }).fill('Social Security (employer)');
  await payroll.getByLabel('Rate (%)').fill('6.2');
  await payroll.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payroll tax rates saved')).toBeVisible();
  const { data } = await owner.client.from('organization_settings').select('payroll_tax_rates').eq('organization_id', String(owner.organizationId)).single();
  expect(data?.payroll_tax_rates).toEqual([{ name: 'Social Security (employer)', rate: '6.2', paid_by: 'employer', kind: 'tax' }]);
});
