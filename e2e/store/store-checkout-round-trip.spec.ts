// The templates store's checkout round trip in Chromium: a stocked workshop seat and a digital
// workbook in the cart, Checkout, the local provider's hosted page, the test card, and back on
// /templates, where the shell clears the cart and thanks the buyer. The order is paid and the stock
// went down only because the provider's signed webhook said so; a declined card changes nothing.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { CART_STORAGE_KEY } from '../../packages/domain/src/cart.ts';
import { serviceClient } from '../support/accounts.ts';
import { API_URL } from '../support/env.ts';

// The tests share the seats' stock: run them one after another, each reading it first.
test.describe.configure({ mode: 'default' });

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

async function stockOf(variantId: string): Promise<number> {
  const { data, error } = await serviceClient().from('store_product_variants').select('inventory_quantity').eq('id', variantId).single();
  if (error) throw error;
  return (data as { inventory_quantity: number }).inventory_quantity;
}

async function orderOfSession(sessionId: string): Promise<{ status: string; amount_total_cents: number; items: { variant_id: string; quantity: number }[] }> {
  const { data, error } = await serviceClient()
    .from('store_orders')
    .select('status, amount_total_cents, store_order_items(variant_id, quantity)')
    .eq('provider_checkout_session_id', sessionId)
    .single();
  if (error) throw error;
  const row = data as { status: string; amount_total_cents: number; store_order_items: { variant_id: string; quantity: number }[] };
  return { status: row.status, amount_total_cents: row.amount_total_cents, items: row.store_order_items };
}

/** Fills the cart from the page: two workshop seats (stock-managed, on sale) and one workbook (digital, on sale). */
async function fillCart(page: Page): Promise<void> {
  await page.goto('/templates');
  const workshop = page.getByTestId('product-year-end-close-workshop');
  await workshop.getByLabel('Quantity').fill('2');
  await workshop.getByRole('button', { name: 'Add to cart' }).click();
  await expect(workshop.getByRole('status')).toContainText('Added 2 × Year-End Close Workshop');
  const workbook = page.getByTestId('product-annual-budget-workbook');
  await workbook.getByRole('button', { name: 'Add to cart' }).click();
  await expect(workbook.getByRole('status')).toContainText('Added 1 × Annual Budget Workbook');
  // Sale prices: 2 × $119.00 + $39.00.
  await expect(page.getByTestId('cart').getByTestId('cart-total')).toHaveText('$277.00');
}

/** Checkout -> the provider's hosted page; answers the Checkout Session id from its URL. */
async function goToProvider(page: Page): Promise<string> {
  await page.getByTestId('cart').getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${API_URL}/provider/checkout/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Missionbase' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$277.00');
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

test('[CART-1][CART-2][BILL-5] paying for a stocked seat and a digital template: back on /templates with the cart cleared, the order paid and the stock down', async ({ page }) => {
  // Three pages (store, provider, store again) and a reload: more than one page's time budget.
  test.slow();
  const seatsBefore = await stockOf('yec-seat');
  await fillCart(page);
  await expect(page.getByTestId('product-year-end-close-workshop').getByTestId('stock-yec-seat')).toHaveText(`${seatsBefore} in stock`);
  const sessionId = await goToProvider(page);
  expect(await orderOfSession(sessionId)).toMatchObject({ status: 'pending', amount_total_cents: 27700 });

  await fillCard(page, GOOD_CARD);
  // The shell handles the return: thanks, empties the cart and drops the flag from the address.
  const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Purchase Successful!' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Thank you for your order. We'll process it shortly.");
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByTestId('cart').getByRole('heading', { name: 'Your cart (0)' })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY)).toBeNull();

  // Recorded by the verified webhook: paid at the database's prices, seats taken out of stock once.
  const order = await orderOfSession(sessionId);
  expect(order.status).toBe('paid');
  expect(order.amount_total_cents).toBe(2 * 11900 + 3900);
  expect(order.items.sort((a, b) => a.variant_id.localeCompare(b.variant_id))).toEqual([
    { variant_id: 'abw-single', quantity: 1 },
    { variant_id: 'yec-seat', quantity: 2 },
  ]);
  expect(await stockOf('yec-seat')).toBe(seatsBefore - 2);
  // The page shows the live stock.
  await page.reload();
  await expect(page.getByTestId('product-year-end-close-workshop').getByTestId('stock-yec-seat')).toHaveText(`${seatsBefore - 2} in stock`);
});

test('[BILL-5] a declined card changes nothing: the order stays pending, the stock and the cart stay as they were', async ({ page }) => {
  test.slow();
  const seatsBefore = await stockOf('yec-seat');
  await fillCart(page);
  const sessionId = await goToProvider(page);

  await fillCard(page, DECLINED_CARD);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(new RegExp(`/provider/checkout/${sessionId}$`));
  expect((await orderOfSession(sessionId)).status).toBe('pending');
  expect(await stockOf('yec-seat')).toBe(seatsBefore);

  // Canceling on the provider's page returns to the store with the cart still there.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByTestId('cart').getByTestId('cart-total')).toHaveText('$277.00');
  expect((await orderOfSession(sessionId)).status).toBe('pending');
  expect(await stockOf('yec-seat')).toBe(seatsBefore);
});

test('[CART-3] checkout is refused with the stock message when the stock fell below the cart meanwhile', async ({ page }) => {
  await page.goto('/templates');
  const binder = page.getByTestId('product-board-policy-bundle');
  await binder.getByLabel('Option').selectOption({ label: 'Printed binder' });
  const stock = await stockOf('bpb-binder');
  await expect(binder.getByTestId('stock-bpb-binder')).toHaveText(`${stock} in stock`);
  await binder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart').getByTestId('cart-line-bpb-binder')).toBeVisible();
  // Another tab's cart (or an edited one) asks for more than is left: the server has the last word.
  await page.evaluate((key) => {
    const items = JSON.parse(window.localStorage.getItem(key) ?? '[]') as { quantity: number }[];
    window.localStorage.setItem(key, JSON.stringify(items.map((item) => ({ ...item, quantity: 40 }))));
    window.dispatchEvent(new StorageEvent('storage', { key }));
  }, CART_STORAGE_KEY);
  await expect(page.getByTestId('cart').getByLabel('Qty')).toHaveValue('40');
  await page.getByTestId('cart').getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByTestId('checkout-error')).toHaveText(`Not enough stock for Board Policy Bundle (Printed binder). Only ${stock} left.`);
  await expect(page).toHaveURL(/\/templates$/);
  expect(await stockOf('bpb-binder')).toBe(stock);
});

test('the Checkout button is disabled while the cart is empty', async ({ page }) => {
  await page.goto('/templates');
  await expect(page.getByTestId('product-annual-budget-workbook')).toBeVisible();
  await expect(page.getByTestId('cart').getByRole('button', { name: 'Checkout' })).toBeDisabled();
});
