// The trial banner's three states and the subscription gate (SPEC section 4).
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, serviceClient, signInAs, type TestAccount } from '../support/accounts.ts';

const DAY_MS = 86_400_000;

async function setTrialEnd(account: TestAccount, endsAt: Date | null, status = 'trialing'): Promise<void> {
  const { error } = await serviceClient()
    .from('subscriptions')
    .update({ trial_ends_at: endsAt?.toISOString() ?? null, status })
    .eq('organization_id', account.organizationId);
  expect(error).toBeNull();
}

test('[TRIAL-4][TRIAL-5] more than 7 days left: days left and Upgrade Plan to /subscribe?from_trial=true', async ({ page }) => {
  const account = await createAccount('trial-fresh');
  await signInAs(page, account);
  const banner = page.getByTestId('trial-banner');
  // A new sign-up's trial lasts 14 days.
  await expect(banner).toContainText('You have 14 days left in your trial.');
  await banner.getByRole('button', { name: 'Upgrade Plan' }).click();
  await expect(page).toHaveURL(/\/subscribe\?from_trial=true$/);
});

test('[TRIAL-3][TRIAL-5] 7 days or fewer: the warning and Choose a Plan', async ({ page }) => {
  const account = await createAccount('trial-ending');
  await setTrialEnd(account, new Date(Date.now() + 5 * DAY_MS - 60_000));
  await signInAs(page, account);
  const banner = page.getByTestId('trial-banner');
  await expect(banner).toContainText('Your trial ends in 5 day(s).');
  await expect(banner).toContainText("Don't lose access to your data. Choose a plan to continue.");
  await banner.getByRole('button', { name: 'Choose a Plan' }).click();
  await expect(page).toHaveURL(/\/subscribe\?from_trial=true$/);
});

test('[TRIAL-2][TRIAL-5] an ended trial: red banner and Subscribe Now', async ({ page }) => {
  const account = await createAccount('trial-ended');
  await setTrialEnd(account, new Date(Date.now() - 3 * DAY_MS));
  await signInAs(page, account);
  const banner = page.getByTestId('trial-banner');
  await expect(banner).toContainText('Your trial has ended!');
  await expect(banner).toContainText('Please subscribe to continue using the product.');
  await expect(banner).toHaveCSS('color', 'rgb(185, 28, 28)');
  await banner.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/subscribe\?from_trial=true$/);
});

test('[TRIAL-1] no banner once the subscription is active', async ({ page }) => {
  const account = await createAccount('trial-active');
  await setTrialEnd(account, new Date(Date.now() + 5 * DAY_MS), 'active');
  await signInAs(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('topbar').locator('.mb-org-picker')).toContainText(account.organizationName ?? '');
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
});

test('[BILL-1] an organization without a subscription record is sent to /subscribe', async ({ page }) => {
  const account = await createAccount('no-subscription');
  const { error } = await serviceClient().from('subscriptions').delete().eq('organization_id', account.organizationId);
  expect(error).toBeNull();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await page.goto('/app/transactions');
  await expect(page).toHaveURL(/\/subscribe$/);
});
