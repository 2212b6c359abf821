// axe-core (WCAG 2.0 and 2.1, levels A and AA) finds no serious or critical violation on the
// sign-in pages, the signed-in dashboard and each popover, menu and dialog of the shell's chrome,
// and on the mobile drawer at 375 px. Each scan runs on the settled page.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { addOrganization, createAccount, signInAs } from '../support/accounts.ts';
import { animationsSettled } from '../support/animations-settled.ts';
import { expectNoSeriousViolations } from './axe.ts';

// Each test signs up its own user, signs in through the form and walks several steps: slow marks
// triple the time budget (two shared cores); nothing here asserts a duration.
test.beforeEach(() => {
  test.slow();
});

/** A fresh account (two organizations, the welcome notification unread) on its dashboard. */
async function signedInOnDashboard(page: Page, label: string): Promise<void> {
  const account = await createAccount(label, `${label} Alpha`);
  await addOrganization(account, `${label} Beta`);
  await signInAs(page, account);
  await expect(page.getByTestId('trial-banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test('/login has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await animationsSettled(page);
  await expectNoSeriousViolations(page, '/login');
});

test('/signup has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/signup?checkout=true&plan=pro&cycle=monthly');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await animationsSettled(page);
  await expectNoSeriousViolations(page, '/signup');
});

test('a sign-in error message has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign in Failed')).toBeVisible();
  await animationsSettled(page);
  await expectNoSeriousViolations(page, '/login with the sign-in failure toast');
});

test('[TOP-7] the signed-in dashboard has no serious or critical axe violation', async ({ page }) => {
  await signedInOnDashboard(page, 'a11y-scan-dashboard');
  await animationsSettled(page);
  await expectNoSeriousViolations(page, 'the dashboard');
});

test('[PAL-1][PAL-4] the command palette open, filtered, has no serious or critical axe violation', async ({ page }) => {
  await signedInOnDashboard(page, 'a11y-scan-palette');
  await page.keyboard.press('Control+k');
  const palette = page.getByTestId('command-palette');
  await expect(palette.getByRole('option', { name: 'Dashboard' })).toBeVisible();
  await animationsSettled(page);
  await expectNoSeriousViolations(page, 'the command palette');
  // The highlighted match and the empty text are part of what a user reads.
  await palette.getByRole('combobox').fill('rep');
  await expect(palette.locator('mark').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'the command palette filtered');
  await palette.getByRole('combobox').fill('nothing matches this');
  await expect(palette.getByText('No results found.')).toBeVisible();
  await expectNoSeriousViolations(page, 'the command palette with no results');
});

test('[TOP-4][NOTIF-1][NOTIF-7] the notifications panel open, on both tabs, has no serious or critical axe violation', async ({ page }) => {
  await signedInOnDashboard(page, 'a11y-scan-notifications');
  await page.getByTestId('topbar').getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByTestId('notifications-panel');
  await expect(panel.getByTestId('notification-item')).toHaveCount(1);
  await animationsSettled(page);
  await expectNoSeriousViolations(page, 'the notifications panel (Unread)');
  await panel.getByRole('tab', { name: 'Read', exact: true }).click();
  await expect(panel.getByText('No read notifications yet.')).toBeVisible();
  await animationsSettled(page);
  await expectNoSeriousViolations(page, 'the notifications panel (Read, empty)');
});

test('[ORG-1] the organization picker open has no serious or critical axe violation', async ({ page }) => {
  await signedInOnDashboard(page, 'a11y-scan-org');
  await page.getByTestId('organization-picker').click();
  await expect(page.getByRole('listbox', { name: 'Organizations' }).getByRole('option')).toHaveCount(2);
  await animationsSettled(page);
  await expectNoSeriousViolations(page, 'the organization picker');
  await page.keyboard.type('zzz');
  await expect(page.getByText('No organization found.')).toBeVisible();
  await expectNoSeriousViolations(page, 'the organization picker with no match');
});

test('[TOP-5] the account menu open has no serious or critical axe violation', async ({ page }) => {
  await signedInOnDashboard(page, 'a11y-scan-account');
  await page.getByTestId('topbar').getByRole('button', { name: 'My Account' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await animationsSettled(page);
  await expectNoSeriousViolations(page, 'the account menu');
});

test('[TOP-6][SIDE-7] the mobile drawer open at 375 px has no serious or critical axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signedInOnDashboard(page, 'a11y-scan-drawer');
  await expectNoSeriousViolations(page, 'the dashboard at 375 px');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('sidebar-drawer')).toBeVisible();
  await animationsSettled(page);
  await expectNoSeriousViolations(page, 'the mobile drawer at 375 px');
});

test('[TOP-3][TXN-1] the transaction dialog open has no serious or critical axe violation', async ({ page }) => {
  await signedInOnDashboard(page, 'a11y-scan-transaction');
  await page.getByTestId('topbar').getByRole('button', { name: 'New Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Transaction' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  await animationsSettled(page);
  await expectNoSeriousViolations(page, 'the transaction dialog');
});
