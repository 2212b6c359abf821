// A distribution to a program recorded on the item's page posts the goods' cost to Program Goods
// Distributed on the program's project, out of Inventory, and shows in the movement history.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { signedInOwner } from '../finance/support/transactions.ts';
import { accountBalance, addItem, addProject } from './support.ts';

test('a distribution adjustment posts program expense on the project', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'scm-distribute');
  const item = await addItem(owner, { name: 'Peanut butter (16 oz)', quantity: 40, cost: '28.75' });
  await addProject(owner, 'Senior Grocery Boxes');

  await page.goto(`/app/supply-chain/inventory/${item}`);
  await expect(page.getByTestId('item-on-hand')).toHaveText('40 case');
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  const drawer = page.getByRole('dialog', { name: /Adjust Peanut butter/ });
  await expect(drawer.getByTestId('adjustment-posts')).toContainText('Program Goods Distributed');
  await drawer.getByLabel(/Quantity distributed/).fill('6');
  await drawer.getByLabel('Program (project)').click();
  await page.getByRole('option', { name: /Senior Grocery Boxes/ }).click();
  await drawer.getByLabel('Reason').fill('Monthly senior boxes');
  await drawer.getByRole('button', { name: 'Record adjustment' }).click();
  await expect(page.getByTestId('item-on-hand')).toHaveText('34 case');
  await expect(page.getByRole('table', { name: /Stock movements of Peanut butter/ }).getByRole('row').filter({ hasText: 'Monthly senior boxes' })).toContainText('-$172.50');
  expect(await accountBalance(owner, '6410')).toBe(172.5);
  expect(await accountBalance(owner, '1300')).toBe(977.5);
});
