// A visitor creates an account with e-mail and password on /signup, lands in the app, and signs in
// again with the same e-mail and password on /login from a fresh browser (SPEC sections 1 and 5).
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';

test('[AUTH-1] a visitor signs up with e-mail and password, then signs in with them from another browser', async ({ page, browser }) => {
  const email = `auth1-${Date.now()}@missionbase.test`;
  const password = 'e2e-Password-123';
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Avery Signup');
  await page.getByLabel('Organization name').fill('Signup Pantry');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/app(\/|$)/);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page.getByTestId('topbar').locator('.mb-org-picker')).toContainText('Signup Pantry');

  // Another browser has no stored session: it signs in through the form.
  const other = await browser.newContext();
  try {
    const again = await other.newPage();
    await again.goto('/login');
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Password').fill(password);
    await again.getByRole('button', { name: 'Sign In' }).click();
    await again.waitForURL(/\/app(\/|$)/);
    await expect(again.getByTestId('app-shell')).toBeVisible();
    await expect(again.getByTestId('topbar').locator('.mb-org-picker')).toContainText('Signup Pantry');
  } finally {
    await other.close();
  }
});
