// Multi-factor sign-in with an authenticator app: set up from the profile (QR code, the key to type,
// a code to turn it on), and then signing in asks for the app's code after the password. The codes
// are computed here from the key the page shows, as the phone's app would.
import { Secret, TOTP } from 'otpauth';
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';

function codeFor(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A code the app does not show now (nor a step before or after). */
function wrongCodeFor(secret: string): string {
  const right = [-1, 0, 1].map((steps) => codeFor(secret, steps));
  return ['000000', '111111', '222222', '333333'].find((candidate) => !right.includes(candidate)) ?? '444444';
}

test('setting up an authenticator app on the profile turns multi-factor sign-in on', async ({ page }) => {
  const account = await createAccount('mfa-enroll', 'Second Step Org');
  await startSessionAs(page, account);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/app/settings/profile');
  const card = page.getByTestId('mfa-card');
  await expect(card.getByText('No authenticator app is set up yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Set up authenticator app' }).click();

  await expect(card.getByRole('img', { name: 'QR code to add Missionbase to your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('mfa-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousViolations(page, '/app/settings/profile (setting up an authenticator app)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // By keyboard: the code field, then Enter submits.
  const field = card.getByLabel('2. Enter the 6-digit code the app shows');
  await field.fill(codeFor(secret));
  await field.press('Enter');
  await expect(page.getByText('Multi-factor sign-in is on')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Authenticator apps' }).getByRole('listitem')).toContainText('Authenticator app');
  await expect(card.getByTestId('mfa-enrollment')).toHaveCount(0);
});

test('signing in to an account with an authenticator app asks for its code after the password', async ({ page }) => {
  const account = await createAccount('mfa-sign-in', 'Code Step Org');
  const enrolled = await account.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (enrolled.error || !enrolled.data) throw enrolled.error ?? new Error('no enrollment');
  const secret = enrolled.data.totp.secret;
  const verified = await account.client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: codeFor(secret) });
  expect(verified.error).toBeNull();

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  // Not in the app before the code: the application area sends the session back here.
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();

  const code = page.getByLabel('Authentication code');
  await code.fill(wrongCodeFor(secret));
  await code.press('Enter');
  await expect(page.getByRole('alert')).toContainText('That code is not right.');
  await code.fill(codeFor(secret, 1));
  await code.press('Enter');
  await page.waitForURL(/\/app\/dashboard$/);
  await expect(page.getByTestId('app-shell')).toBeVisible();
});
