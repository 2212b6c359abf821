// Sign-up with a plan, end to end through the local provider (BILL-2, BILL-7):
// pricing -> sign-up -> Finalizing Account -> hosted checkout -> 4242 -> back in the app, active.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, serviceClient, startSessionAs } from '../support/accounts.ts';
import { chooseOnSubscribe, DECLINED_CARD, fillCard, organizationOfEmail, paymentsOf, subscriptionOf } from './provider-checkout.ts';

test('[BILL-2][BILL-7] pricing Growth yearly, sign-up, Finalizing Account, pay with 4242: the organization is active on Growth yearly', async ({ page }) => {
  // Sign-up, setup, the provider's page and its webhooks: many round trips on a shared 2-core machine.
  test.setTimeout(120_000);
  // The Finalizing Account screen may be brief: remember (per origin and tab) that it was shown.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="finalizing-account"]')?.textContent?.includes('Finalizing Account')) {
        window.sessionStorage.setItem('e2e-saw-finalizing', 'yes');
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/pricing');
  await page.getByRole('radiogroup', { name: 'Billing cycle' }).getByRole('radio', { name: /Yearly/ }).click();
  await page.getByRole('link', { name: 'Start with Growth' }).click();
  await expect(page).toHaveURL(/\/signup\?checkout=true&plan=growth&cycle=yearly$/);

  const email = `plan-signup-${Date.now()}@missionbase.test`;
  await page.getByLabel('Full name').fill('Paula Planner');
  await page.getByLabel('Organization name').fill('Growth Yearly Org');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('e2e-Password-123');
  await page.getByRole('button', { name: 'Create account' }).click();

  // The provider's page names what is bought.
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page.locator('body')).toContainText('Growth');
  await expect(page.locator('body')).toContainText('$790.00');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/app\/dashboard\?subscription_success=true$/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('e2e-saw-finalizing'))).toBe('yes');

  const organizationId = await organizationOfEmail(email);
  await expect.poll(async () => (await subscriptionOf(organizationId)).status).toBe('active');
  expect(await subscriptionOf(organizationId)).toMatchObject({ status: 'active', plan: 'growth', billing_cycle: 'yearly' });
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page.getByTestId('topbar').locator('.mb-org-picker')).toContainText('Growth Yearly Org');
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
});

test('[BILL-10] a declined card shows the decline and changes nothing; Cancel returns to /subscribe calmly', async ({ page }) => {
  test.setTimeout(90_000);
  const account = await createAccount('declined');
  const organizationId = account.organizationId ?? '';
  const before = await subscriptionOf(organizationId);
  await startSessionAs(page, account);
  await page.goto('/subscribe');
  await chooseOnSubscribe(page, 'Starter');
  await fillCard(page, DECLINED_CARD);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  expect(await subscriptionOf(organizationId)).toEqual(before);
  expect(before.status).toBe('trialing');
  expect(await paymentsOf(organizationId)).toEqual([]);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/subscribe\?checkout_canceled=true$/);
  const notice = page.getByTestId('checkout-canceled');
  await expect(notice).toContainText('Checkout canceled');
  await expect(notice).toContainText('Nothing was charged.');
  expect(await subscriptionOf(organizationId)).toEqual(before);
});

test('[TRIAL-5] /subscribe shows the status, the trial message and the yearly saving; members see who can subscribe', async ({ page }) => {
  test.setTimeout(90_000);
  const account = await createAccount('subscribe-page');
  await startSessionAs(page, account);
  await page.goto('/subscribe?from_trial=true');
  await expect(page.getByTestId('from-trial-message')).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toContainText('Free trial: 14 days left');
  await expect(page.getByTestId('subscribe-price-growth')).toContainText('$79.00');
  await expect(page.getByTestId('subscribe-price-growth')).toContainText('/ month');
  await page.getByRole('radiogroup', { name: 'Billing cycle' }).getByText(/Yearly/).click();
  await expect(page.getByTestId('subscribe-price-growth')).toContainText('$790.00');
  await expect(page.getByTestId('subscribe-plan-growth')).toContainText('you save $158.00 a year');
  await expect(page.getByRole('button', { name: 'Choose Growth' })).toBeEnabled();

  // A member (not owner or admin) sees no checkout button, and whom to ask.
  const member = await createAccount('plain-member', null);
  const { error } = await serviceClient().from('organization_members').insert({ organization_id: account.organizationId, user_id: member.userId, role: 'member' });
  expect(error).toBeNull();
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await startSessionAs(page, member);
  await page.goto('/subscribe');
  await expect(page.getByTestId('billing-admins')).toContainText('Only owners and admins can choose a plan');
  await expect(page.getByTestId('billing-admins')).toContainText('Ask subscribe-page to subscribe');
  await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0);
});
