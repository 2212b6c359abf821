// The Inventory Valuation report: after opening stock, a receipt and a distribution, the
// items' total equals the ledger's Inventory account, side by side with a zero difference, and an
// earlier as-of date values the stock as it was then.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { signedInOwner } from '../finance/support/transactions.ts';
import { csvRows, pdfText, xlsxRows, exportAs } from '../finance/support/read-exports.ts';
import { accountBalance, addItem, addProject, addVendor, isoDay, sentOrder } from '../supply-chain/support.ts';

async function stockedOwner(page: Page, label: string) {
  const owner = await signedInOwner(page, label);
  const rice = await addItem(owner, { name: 'Brown rice', quantity: 10, cost: '22.40' });
  const beans = await addItem(owner, { name: 'Black beans', quantity: 5, cost: '18.99' });
  const vendor = await addVendor(owner, 'Wholesale Foods Co.');
  const project = await addProject(owner, 'Mobile Pantry');
  const order = await sentOrder(owner, beans, vendor, 7, '19.50');
  expect((await owner.client.rpc('receive_purchase_order', { p_purchase_order_id: order.id, p_lines: [{ line_id: order.lineId, quantity: 7 }] })).error).toBeNull();
  expect((await owner.client.rpc('adjust_inventory', { p_inventory_id: rice, p_kind: 'distribution', p_quantity: 3, p_reason: 'Pantry', p_project_id: project })).error).toBeNull();
  const ledger = await accountBalance(owner, '1300');
  // 7 x 22.40 + 5 x 18.99 + 7 x 19.50 = 156.80 + 94.95 + 136.50
  expect(ledger).toBe(388.25);
}

test('the inventory valuation total equals the ledger inventory accounts', async ({ page }) => {
  test.slow();
  await stockedOwner(page, 'rep-inventory');
  await page.goto('/app/reports/inventory');
  await expect(page.getByTestId('valuation-items-value')).toContainText('$388.25');
  await expect(page.getByTestId('valuation-ledger-value')).toContainText('$388.25');
  await expect(page.getByTestId('valuation-difference')).toContainText('$0.00');
  await expect(page.getByRole('row').filter({ hasText: 'Black beans' })).toContainText('$231.45');

  await page.goto(`/app/reports/inventory?asOf=${isoDay(-400)}`);
  await expect(page.getByTestId('valuation-items-value')).toContainText('$0.00');
  await expect(page.getByTestId('valuation-difference')).toContainText('$0.00');
});


test('the inventory valuation exports carry the screen\'s total value in CSV, XLSX and PDF', async ({ page }) => {
  test.slow();
  await stockedOwner(page, 'rep-inventory-exports');
  await page.goto('/app/reports/inventory');
  await expect(page.getByTestId('valuation-items-value')).toContainText('$388.25');
  const totalRow = (rows: unknown[][]) => rows.find((row) => String(row[0] ?? '').startsWith('Total inventory value'));
  expect(totalRow(await csvRows(await exportAs(page, 'CSV')))).toContain('388.25');
  expect((totalRow(await xlsxRows(await exportAs(page, 'Excel (XLSX)'))) ?? []).map(Number)).toContain(388.25);
  const text = (await pdfText(await exportAs(page, 'PDF'))).replace(/\s+/g, '');
  expect(text).toContain('$388.25');
  expect(text).toContain('InventoryValuation');
});
