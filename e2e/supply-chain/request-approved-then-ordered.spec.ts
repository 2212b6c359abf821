// A submitted purchase request is approved by the owner on its page and becomes a purchase order
// from that request, numbered by the database, with the request's item as its line.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { signedInOwner } from '../finance/support/transactions.ts';
import { addItem, addVendor, submittedRequest } from './support.ts';

test('a submitted request is approved on its page and ordered from there', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'scm-request');
  const item = await addItem(owner, { name: 'Canned tuna', cost: '34.50' });
  await addVendor(owner, 'Wholesale Foods Co.');
  const request = await submittedRequest(owner, item, 'Tuna for senior boxes', 12, '34.50');

  await page.goto('/app/supply-chain/purchase-requests');
  await page.getByRole('row').filter({ hasText: request.number }).click();
  await expect(page).toHaveURL(new RegExp(`/app/supply-chain/purchase-requests/${request.id}$`));
  await expect(page.getByTestId('request-status')).toHaveText('Submitted');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('request-status')).toHaveText('Approved');

  await page.getByRole('button', { name: 'Create purchase order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create purchase order' });
  await dialog.getByLabel('Vendor').fill('Wholesale');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Wholesale Foods Co.' }).click();
  await dialog.getByRole('button', { name: 'Create order' }).click();
  await expect(page).toHaveURL(/\/app\/supply-chain\/purchase-orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Purchase order PO-\d+ - Wholesale Foods Co\.$/ })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Draft');
  await expect(page.getByRole('table', { name: 'Lines' }).getByRole('row').filter({ hasText: 'Tuna for senior boxes' })).toContainText('$414.00');
});
