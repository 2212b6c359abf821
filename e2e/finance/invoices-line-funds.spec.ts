// A fund on each invoice line: in the draft's editor a line's Fund is chosen by keyboard,
// the invoice's page shows each line's fund, and issuing it posts the receivable once per fund
// (read from the ledger through the API).
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { addCustomer, isoDay } from './invoices-support.ts';
import { accountIdByCode, organizationOf, signedInOwner } from './support/transactions.ts';

test('a line\'s fund is picked by keyboard, shown on the invoice, and the receivable posts per fund', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'inv-line-funds');
  const organizationId = organizationOf(owner);
  const fund = await owner.client.from('funds').insert({ organization_id: organizationId, name: 'Youth Meals Fund' }).select('id').single();
  if (fund.error) throw fund.error;
  const customerId = await addCustomer(owner, 'Two Fund Schools');
  const revenue = await accountIdByCode(owner, '4200');
  const saved = await owner.client.rpc('save_invoice', {
    p_organization_id: organizationId,
    p_invoice: { customer_id: customerId, issue_date: isoDay(-2), due_date: isoDay(28) },
    p_lines: [
      { description: 'Program fees', quantity: 1, unit_price: '200.00', account_id: revenue },
      { description: 'Youth meals', quantity: 1, unit_price: '100.00', account_id: revenue },
    ],
  });
  if (saved.error) throw saved.error;
  const invoiceId = String(saved.data);

  await page.goto(`/app/finance/invoices/${invoiceId}`);
  await expect(page.getByRole('heading', { name: /^Invoice INV-/ })).toBeVisible();
  await page.getByRole('button', { name: 'Edit draft' }).click();
  const drawer = page.getByRole('dialog', { name: /^Invoice INV-/ });
  const lineFund = drawer.getByLabel('Line 2 fund');
  await lineFund.focus();
  await page.keyboard.type('Youth');
  await page.keyboard.press('Enter');
  await expect(drawer.getByTitle('Youth Meals Fund')).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();

  const lines = page.getByRole('region', { name: 'Invoice lines' });
  await expect(lines.getByRole('row').filter({ hasText: 'Youth meals' })).toContainText('Youth Meals Fund');
  await expect(lines.getByRole('row').filter({ hasText: 'Program fees' })).not.toContainText('Youth Meals Fund');

  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page.getByTestId('document-state')).toHaveText('Sent');
  const invoice = await owner.client.from('invoices').select('journal_entry_id').eq('id', invoiceId).single();
  if (invoice.error) throw invoice.error;
  const receivable = await accountIdByCode(owner, '1100');
  const posted = await owner.client.from('journal_entry_lines').select('fund_id, debit').eq('journal_entry_id', invoice.data.journal_entry_id ?? '').eq('account_id', receivable);
  if (posted.error) throw posted.error;
  const byFund = Object.fromEntries(posted.data.map((line) => [line.fund_id, Number(line.debit)]));
  expect(byFund[fund.data.id]).toBe(100);
  expect(Object.values(byFund).sort()).toEqual([100, 200]);
});
