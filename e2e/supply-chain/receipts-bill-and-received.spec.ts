// Receiving a sent order in two parts around the vendor's bill: a partial receipt on
// the page posts Inventory against Goods Received Not Invoiced; the bill for it (entered through
// the API) clears that liability and the match view shows the line billed; the second receipt
// completes the order (Received) and the match view flags nothing but what is still unbilled.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { organizationOf, signedInOwner } from '../finance/support/transactions.ts';
import { accountBalance, addItem, addVendor, sentOrder } from './support.ts';

test('partial receipt, matched bill, second receipt: the order is received and the liability follows', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'scm-receive');
  const item = await addItem(owner, { name: 'Brown rice (2 lb)', cost: '22.40' });
  const vendor = await addVendor(owner, 'Valley Produce Farms');
  const order = await sentOrder(owner, item, vendor, 10, '22.40');

  await page.goto(`/app/supply-chain/purchase-orders/${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Sent');
  await page.getByRole('button', { name: 'Receive goods' }).click();
  const receive = page.getByRole('dialog', { name: /Receive goods on PO-/ });
  await receive.getByLabel(/Line 1 .* quantity received now/).fill('4');
  await receive.getByRole('button', { name: 'Record receipt' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Partially received');
  expect(await accountBalance(owner, '1300')).toBe(89.6);
  expect(await accountBalance(owner, '2050')).toBe(-89.6);

  const bill = await owner.client.rpc('create_bill_from_purchase_order', { p_purchase_order_id: order.id });
  expect(bill.error).toBeNull();
  const approved = await owner.client.from('bills').update({ status: 'open' }).eq('id', bill.data as string).eq('organization_id', organizationOf(owner));
  expect(approved.error).toBeNull();
  expect(await accountBalance(owner, '2050')).toBe(0);
  await page.reload();
  const match = page.getByRole('table', { name: 'Three-way match' });
  await expect(match.getByRole('row').filter({ hasText: 'Restock for e2e' })).toContainText('Not fully received');

  await page.getByRole('button', { name: 'Receive goods' }).click();
  await receive.getByRole('button', { name: 'Record receipt' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Received');
  expect(await accountBalance(owner, '1300')).toBe(224);
  await expect(match.getByRole('row').filter({ hasText: 'Restock for e2e' })).toContainText('Received, not billed');
});
