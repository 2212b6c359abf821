// A viewer reads requests, orders and inventory but gets none of the buttons that write, and the
// database refuses a viewer's adjustment in words [18].
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, serviceClient, startSessionAs } from '../support/accounts.ts';
import { organizationOf } from '../finance/support/transactions.ts';
import { addItem, addVendor, sentOrder } from './support.ts';

test('a viewer reads the supply chain without New, Receive or Adjust', async ({ page }) => {
  test.slow();
  const owner = await createAccount('scm-owner-of-viewer');
  const item = await addItem(owner, { name: 'Apple sauce cups', quantity: 12, cost: '19.80' });
  const vendor = await addVendor(owner, 'Valley Produce Farms');
  const order = await sentOrder(owner, item, vendor, 5, '19.80');
  const viewer = await createAccount('scm-viewer', null);
  const joined = await serviceClient().from('organization_members').insert({ organization_id: organizationOf(owner), user_id: viewer.userId, role: 'viewer' });
  expect(joined.error).toBeNull();
  await startSessionAs(page, viewer);

  await page.goto('/app/supply-chain/purchase-requests');
  await expect(page.getByRole('row').filter({ hasText: 'Restock for e2e' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New request' })).toHaveCount(0);
  await page.goto(`/app/supply-chain/purchase-orders/${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Sent');
  await expect(page.getByRole('button', { name: 'Receive goods' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await page.goto(`/app/supply-chain/inventory/${item}`);
  await expect(page.getByTestId('item-on-hand')).toHaveText('12 case');
  await expect(page.getByRole('button', { name: 'Adjust stock' })).toHaveCount(0);

  const refused = await viewer.client.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'spoilage', p_quantity: 1, p_reason: 'x' });
  expect(refused.error?.message).toBe('Viewers cannot adjust inventory');
});
