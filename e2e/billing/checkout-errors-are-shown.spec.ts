// The checkout client's failures reach the user with SPEC section 8's words (BILL-10): a deployment
// whose runtime config names a price the server does not sell gets the server's own refusal inside
// `Error invoking edge function: {message}`; one that names Stripe while Stripe.js cannot load
// (this machine has no route to js.stripe.com) gets `Stripe.js has not loaded yet.`. Nothing is bought.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';
import { SHELL_URL } from '../support/env.ts';
import { e2eRuntimeConfig } from '../support/runtime-config.ts';
import { chooseOnSubscribe, subscriptionOf } from './provider-checkout.ts';

/** Serves this page a runtime config with the given billing block, as a deployment would. */
async function deployWithBilling(page: Page, billing: NonNullable<ReturnType<typeof e2eRuntimeConfig>['billing']>): Promise<void> {
  const config = { ...e2eRuntimeConfig(), billing };
  await page.route(`${SHELL_URL}/runtime-config.json`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(config), headers: { 'cache-control': 'no-cache' } }),
  );
}

test('[BILL-10] a price the server does not sell: Error invoking edge function with the server message, shown and nothing bought', async ({ page }) => {
  test.setTimeout(90_000);
  const account = await createAccount('bad-price');
  await deployWithBilling(page, { provider: 'local', prices: { MB_PRICE_STARTER_MONTHLY: 'price_not_in_the_catalogue' } });
  await startSessionAs(page, account);
  await page.goto('/subscribe');
  await chooseOnSubscribe(page, 'Starter');
  const shown = page.getByTestId('checkout-error');
  await expect(shown).toContainText(/^Checkout could not startError invoking edge function: \S/);
  const message = await shown.locator('.ant-alert-description').innerText();
  // The server's words, not the transport's generic 'non-2xx status code'.
  expect(message).not.toContain('non-2xx');
  await expect(page.locator('.ant-notification-notice').filter({ hasText: message })).toBeVisible();
  await expect(page).toHaveURL(/\/subscribe$/);
  expect((await subscriptionOf(account.organizationId ?? '')).status).toBe('trialing');
});

test('[BILL-10] Stripe configured but Stripe.js unreachable: Stripe.js has not loaded yet.', async ({ page }) => {
  test.setTimeout(90_000);
  const account = await createAccount('no-stripe-js');
  await deployWithBilling(page, { provider: 'stripe', publishableKey: 'pk_test_missionbase_e2e' });
  await startSessionAs(page, account);
  await page.goto('/subscribe');
  await chooseOnSubscribe(page, 'Growth');
  await expect(page.getByTestId('checkout-error')).toContainText('Stripe.js has not loaded yet.');
  await expect(page).toHaveURL(/\/subscribe$/);
  expect((await subscriptionOf(account.organizationId ?? '')).status).toBe('trialing');
});
