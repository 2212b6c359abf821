// Stock falling below an item's reorder level notifies the organization once; the notification
// opens the item's own page, and an unknown item says not found.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { signedInOwner } from '../finance/support/transactions.ts';
import { addItem, addProject } from './support.ts';

test('falling below the reorder level shows one notification that opens the item', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'scm-reorder');
  const item = await addItem(owner, { name: 'Nitrile gloves', quantity: 35, cost: '11.99', reorder: 30, unit: 'box' });
  const project = await addProject(owner, 'Mobile Pantry');
  for (const quantity of [8, 2]) {
    const out = await owner.client.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'distribution', p_quantity: quantity, p_reason: 'Pantry shifts', p_project_id: project });
    expect(out.error).toBeNull();
  }
  await page.goto('/app/dashboard');
  await page.getByTestId('topbar').getByRole('button', { name: /^Notifications/ }).click();
  const items = page.getByTestId('notifications-panel').getByTestId('notification-item').filter({ hasText: 'Low stock: Nitrile gloves' });
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('27 box on hand, below the reorder level of 30.');
  await items.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/supply-chain/inventory/${item}$`));
  await expect(page.getByRole('heading', { name: 'Nitrile gloves' })).toBeVisible();

  await page.goto('/app/supply-chain/inventory/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Inventory item not found', { exact: true }).first()).toBeVisible();
});
