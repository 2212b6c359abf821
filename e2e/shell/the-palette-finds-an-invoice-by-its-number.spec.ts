// The command palette finds a document by its number in the database (not in a list the page
// loaded): the row shows number, customer, amount and date, and Enter opens the invoice's page.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { addCustomer, addInvoice, isoDay } from '../finance/invoices-support.ts';
import { signedInOwner } from '../finance/support/transactions.ts';

test('the palette finds an invoice by its number and opens it', async ({ page }) => {
  const owner = await signedInOwner(page, 'palette-invoice-number');
  const customerId = await addCustomer(owner, 'Harbor Schools');
  const invoiceId = await addInvoice(owner, customerId, '2026-03-03', isoDay(30), '1250.00');
  const invoice = await owner.client.from('invoices').select('invoice_number').eq('id', invoiceId).single();
  if (invoice.error) throw invoice.error;
  const number = invoice.data.invoice_number;

  await page.goto('/app/dashboard');
  // The top bar's Search... button opens the palette once the app is on screen.
  await page.getByTestId('topbar').getByRole('button', { name: 'Search...' }).click();
  const palette = page.getByTestId('command-palette');
  await palette.getByPlaceholder('Type a command or search...').fill(number.toLowerCase());
  const found = palette.getByRole('group', { name: 'Invoices' }).getByRole('option');
  await expect(found).toHaveText([`${number} · Harbor Schools · $1,250.00 · Mar 3, 2026`]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/finance/invoices/${invoiceId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number} - Harbor Schools` })).toBeVisible();
});
