// The templates store's cart: sale prices win, stock limits inventory-managed variants with the
// spec's message, and the cart lives in localStorage under one key.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';

const CART_KEY = 'missionbase.cart';

test('[CART-2] [CART-1] a variant on sale is added at its sale price and the cart is stored under one key', async ({ page }) => {
  await page.goto('/templates');
  const workbook = page.getByTestId('product-annual-budget-workbook');
  await expect(workbook.getByTestId('price-annual-budget-workbook')).toContainText('$39.00');
  await expect(workbook.getByTestId('price-annual-budget-workbook')).toContainText('$49.00');
  await workbook.getByLabel('Quantity').fill('2');
  await workbook.getByRole('button', { name: 'Add to cart' }).click();
  await expect(workbook.getByRole('status')).toContainText('Added 2 × Annual Budget Workbook (Single organization)');

  const cart = page.getByTestId('cart');
  await expect(cart.getByTestId('cart-line-total-abw-single')).toHaveText('$78.00');
  await expect(cart.getByTestId('cart-total')).toHaveText('$78.00');

  // A variant without a sale is charged its price.
  await workbook.getByLabel('Option').selectOption({ label: 'Multi-site, up to 5 sites' });
  await expect(workbook.getByTestId('price-annual-budget-workbook')).toHaveText('$99.00');
  await workbook.getByLabel('Quantity').fill('1');
  await workbook.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cart.getByTestId('cart-total')).toHaveText('$177.00');

  const stored = await page.evaluate((key) => window.localStorage.getItem(key), CART_KEY);
  const items: { product: { title: string }; variant: { id: string; price_in_cents: number; sale_price_in_cents: number | null }; quantity: number }[] = JSON.parse(stored ?? '[]');
  expect(items.map((item) => [item.variant.id, item.quantity])).toEqual([
    ['abw-single', 2],
    ['abw-multi', 1],
  ]);
  expect(items[0]?.variant).toMatchObject({ price_in_cents: 4900, sale_price_in_cents: 3900 });

  // Still there after a reload.
  await page.reload();
  await expect(page.getByTestId('cart').getByTestId('cart-total')).toHaveText('$177.00');
});

test('[CART-3] adding beyond stock is refused with the exact message and the cart keeps what it had', async ({ page }) => {
  await page.goto('/templates');
  const binder = page.getByTestId('product-board-policy-bundle');
  await binder.getByLabel('Option').selectOption({ label: 'Printed binder' });
  await expect(binder.getByText('3 in stock')).toBeVisible();
  await binder.getByLabel('Quantity').fill('2');
  await binder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart').getByTestId('cart-line-total-bpb-binder')).toHaveText('$358.00');

  // 2 in the cart + 2 requested > 3 in stock.
  await binder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(binder.getByRole('alert')).toHaveText('Not enough stock for Board Policy Bundle (Printed binder). Only 3 left.');
  await expect(page.getByTestId('cart').getByLabel('Qty')).toHaveValue('2');

  // Exactly up to the stock is fine.
  await binder.getByLabel('Quantity').fill('1');
  await binder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart').getByLabel('Qty')).toHaveValue('3');
  await binder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(binder.getByRole('alert')).toHaveText('Not enough stock for Board Policy Bundle (Printed binder). Only 3 left.');
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), CART_KEY);
  expect(JSON.parse(stored ?? '[]')).toEqual([expect.objectContaining({ quantity: 3 })]);
});
