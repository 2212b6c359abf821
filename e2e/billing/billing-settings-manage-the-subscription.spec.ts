// Billing settings: plan, status and renewal date; cancel at period end and resume, each confirmed;
// a plan change; the payment history lists the payment.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';
import { animationsSettled } from '../support/animations-settled.ts';
import { chooseOnSubscribe, paymentsOf, payWithGoodCard, subscriptionOf } from './provider-checkout.ts';

/**
 * Confirms in the dialog once it is still and its button no longer spins (the page is still
 * refreshing after the previous change; a spinning button takes no click), and waits for it to close.
 */
async function confirmIn(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  const confirm = dialog.getByRole('button', { name: button });
  await animationsSettled(page);
  await expect(confirm).not.toHaveClass(/ant-btn-loading/);
  await confirm.click();
  await expect(dialog).toBeHidden();
}

test('billing settings show the plan and payments, cancel at period end, resume and change plan', async ({ page }) => {
  test.setTimeout(150_000);
  const account = await createAccount('billing-settings');
  const organizationId = account.organizationId ?? '';
  await startSessionAs(page, account);

  // Before paying: the trial and its end date, no payments.
  await page.goto('/app/settings/billing');
  const current = page.getByTestId('current-plan');
  await expect(current.getByTestId('billing-status')).toHaveText('Free trial');
  await expect(current).toContainText('Trial ends');
  await expect(page.getByTestId('payment-history')).toContainText('No payments yet.');

  await page.goto('/subscribe');
  await chooseOnSubscribe(page, 'Starter');
  await payWithGoodCard(page);
  await expect.poll(async () => (await subscriptionOf(organizationId)).status).toBe('active');
  const paid = await subscriptionOf(organizationId);
  // Wait for what the user sees, not only for the database: back from the provider the app is still
  // loading the dashboard, and a menu clicked then can be replaced under the pointer. The trial
  // banner leaves once the page shows the paid subscription.
  await expect(page.getByTestId('app-shell').getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);

  // Chosen by keyboard, as the menu allows: under load the dashboard's widgets can still be
  // settling and scroll the page between the pointer's aim and its click (the click lands beside
  // the moving popup), so a pointer click can miss; the keyboard picks the item wherever it is.
  await page.getByRole('button', { name: 'My Account' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Billing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/settings\/billing$/);
  await expect(current).toContainText('Starter plan, billed monthly');
  await expect(current.getByTestId('billing-status')).toHaveText('Active');
  await expect(current).toContainText('Renews on');
  const renewal = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(paid.current_period_end ?? ''));
  await expect(current.getByTestId('billing-date')).toHaveText(renewal);

  // The payment history lists the payment: $29.00, paid.
  expect(await paymentsOf(organizationId)).toEqual([{ amount_cents: 2900, status: 'paid' }]);
  const row = page.getByTestId('payment-history').locator('tbody tr').filter({ hasText: '$29.00' });
  await expect(row).toContainText('Paid');

  // Cancel at period end, confirmed.
  await current.getByRole('button', { name: 'Cancel at period end' }).click();
  await confirmIn(page, 'Cancel the subscription?', 'Yes, cancel at period end');
  await expect(current.getByTestId('billing-status')).toHaveText('Canceling');
  await expect(current).toContainText('Access ends');
  expect((await subscriptionOf(organizationId)).cancel_at_period_end).toBe(true);

  // Resume, confirmed.
  await current.getByRole('button', { name: 'Resume subscription' }).click();
  await confirmIn(page, 'Resume the subscription?', 'Yes, resume');
  await expect(current.getByTestId('billing-status')).toHaveText('Active');
  expect((await subscriptionOf(organizationId)).cancel_at_period_end).toBe(false);

  // Change to Growth, yearly, confirmed.
  const change = page.getByTestId('change-plan');
  await change.getByRole('combobox', { name: 'Plan' }).click();
  // antd's visible option (its role="option" twin is an off-screen copy for screen readers).
  await page.locator('.ant-select-item-option').filter({ hasText: /^Growth/ }).click();
  await change.getByText('Yearly').click();
  await change.getByRole('button', { name: 'Change plan' }).click();
  await confirmIn(page, 'Change the plan?', 'Yes, change plan');
  await expect(current).toContainText('Growth plan, billed yearly');
  expect(await subscriptionOf(organizationId)).toMatchObject({ status: 'active', plan: 'growth', billing_cycle: 'yearly' });
});
