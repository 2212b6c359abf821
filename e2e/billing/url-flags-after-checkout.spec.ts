// What the app does with the flags a checkout leaves in the URL: the store's ecommerce_success
// (BILL-5), subscription_success before any organization exists (BILL-4), and sign-up checkout
// for a user whose organization never appears (BILL-3).
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { CART_STORAGE_KEY } from '../../packages/domain/src/cart.ts';
import { addOrganization, createAccount, startSessionAs } from '../support/accounts.ts';

const STORED_CART = JSON.stringify([
  {
    product: { id: 'prod-1', title: 'Board Report Pack' },
    variant: { id: 'var-1', title: 'Standard', manage_inventory: false, inventory_quantity: 0, price_in_cents: 4900, sale_price_in_cents: null },
    quantity: 2,
  },
]);

test('[BILL-5] returning from a paid store order on a public page clears the cart, toasts and removes the query', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [CART_STORAGE_KEY, STORED_CART] as const);
  await page.goto('/?ecommerce_success=true&ref=mail');
  const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Purchase Successful!' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Thank you for your order. We'll process it shortly.");
  // The flag is gone, the rest of the query stays.
  await expect(page).toHaveURL(/\/\?ref=mail$/);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY)).toBeNull();
});

test('[BILL-5] a page without the flag keeps the cart and shows no toast', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [CART_STORAGE_KEY, STORED_CART] as const);
  await page.goto('/?ecommerce_success=false');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY)).toBe(STORED_CART);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
});

test('[BILL-4] subscription_success with no organization yet loads the user data once more after 3 s', async ({ page }) => {
  // Signed up without an organization name: the database provisions no organization.
  const account = await createAccount('bill4', null);
  await startSessionAs(page, account);
  await page.goto('/app/dashboard?subscription_success=true');
  // The first load found no organization: the app says it is finishing and waits to retry.
  await expect(page.getByTestId('subscription-success-retry')).toBeVisible();
  // The organization appears meanwhile (as the provider's webhook would make it visible).
  await addOrganization(account, 'Retry Found Org');
  // Only the retry can show it: the user had no organization, so no realtime channel was open.
  await expect(page.getByTestId('topbar').locator('.mb-org-picker')).toContainText('Retry Found Org');
  await expect(page.getByTestId('subscription-success-retry')).toHaveCount(0);
});

test('[BILL-2][BILL-3] sign-up checkout whose organization never appears: Finalizing Account, then Setup Error', async ({ page }) => {
  // A sign-up without an organization name gets no organization from the database: the case of a
  // provisioning that never finishes.
  await page.goto('/signup?checkout=true&plan=starter');
  await page.getByLabel('Full name').fill('Nora Noorg');
  await page.getByLabel('Email').fill(`bill3-${Date.now()}@missionbase.test`);
  await page.getByLabel('Password').fill('e2e-Password-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\?checkout=true&plan=starter$/);
  const overlay = page.getByTestId('finalizing-account');
  await expect(overlay.getByRole('heading', { name: 'Finalizing Account' })).toBeVisible();
  await expect(overlay).toContainText('Please wait while we set up your organization...');
  // Five loads 2000 ms apart take about 8 s.
  await expect(overlay.getByRole('heading', { name: 'Setup Error' })).toBeVisible({ timeout: 30_000 });
  await expect(overlay).toContainText('Could not create your organization in time. Please contact support.');
});
