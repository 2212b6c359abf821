// The supply-chain screens fit a 375 px phone (tables scroll inside themselves) and axe finds
// nothing serious: the three lists, a request, an order with its match view, an item [18].
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { signedInOwner } from '../finance/support/transactions.ts';
import { addItem, addVendor, sentOrder } from './support.ts';

async function expectFitsPhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

test('requests, orders and inventory fit a 375 px phone and axe finds nothing serious', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  const owner = await signedInOwner(page, 'scm-phone');
  const item = await addItem(owner, { name: 'Whole wheat pasta', quantity: 20, cost: '15.60', reorder: 40 });
  const vendor = await addVendor(owner, 'Wholesale Foods Co.');
  const order = await sentOrder(owner, item, vendor, 10, '15.60');

  for (const [path, ready, label] of [
    ['/app/supply-chain/purchase-requests', 'Restock for e2e', 'the purchase requests list'],
    ['/app/supply-chain/purchase-orders', 'Wholesale Foods Co.', 'the purchase orders list'],
    ['/app/supply-chain/inventory', 'Whole wheat pasta', 'the inventory list'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('row').filter({ hasText: ready }).first()).toBeVisible();
    await expectFitsPhone(page);
    await expectNoSeriousViolations(page, label);
  }
  await page.getByRole('button', { name: 'New item' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the new item drawer');
  await page.keyboard.press('Escape');

  await page.goto(`/app/supply-chain/purchase-orders/${order.id}`);
  await expect(page.getByRole('table', { name: 'Three-way match' })).toBeVisible();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'a purchase order');
  await page.getByRole('button', { name: 'Receive goods' }).click();
  await expect(page.getByRole('dialog', { name: /Receive goods/ })).toBeVisible();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the receive drawer');

  await page.goto(`/app/supply-chain/inventory/${item}`);
  await expect(page.getByRole('table', { name: /Stock movements of Whole wheat pasta/ }).getByRole('row').filter({ hasText: 'Opening stock' }).first()).toBeVisible();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'an inventory item');
});
