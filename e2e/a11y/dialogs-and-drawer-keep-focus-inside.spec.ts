// A modal surface keeps keyboard focus inside while it is open (Tab and Shift+Tab never reach the
// page behind it), Escape closes it, and focus goes back to the control that opened it: the command
// palette, the transaction dialog and the mobile drawer.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, signInAs } from '../support/accounts.ts';
import { expectVisibleFocus, focusIsInside, tabTo } from './focus.ts';

// The run asks for reduced motion (playwright.config.ts); these surfaces are checked as most users
// see them, opening and closing with antd's motion.
test.use({ reducedMotion: 'no-preference' });

// Each test signs up its own user, signs in through the form and walks several steps: slow marks
// triple the time budget (two shared cores); nothing here asserts a duration.
test.beforeEach(() => {
  test.slow();
});

async function onDashboard(page: Page, label: string): Promise<void> {
  await signInAs(page, await createAccount(label));
  await expect(page.getByTestId('trial-banner')).toBeVisible();
}

/** Presses Tab `presses` times each way; focus must stay inside `surface` after every press. */
async function expectTabStaysInside(page: Page, surface: Locator, presses: number): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      expect(await focusIsInside(surface), `${key} #${press + 1} left the dialog`).toBe(true);
    }
  }
}

test('[PAL-1][PAL-6] the command palette keeps Tab inside; Escape closes it and focus returns to Search...', async ({ page }) => {
  await onDashboard(page, 'a11y-trap-palette');
  const search = page.getByTestId('topbar').getByRole('button', { name: 'Search...' });
  await tabTo(page, search);
  await page.keyboard.press('Enter');
  const palette = page.getByTestId('command-palette');
  await expect(palette.getByRole('combobox')).toBeFocused();
  await expectTabStaysInside(page, page.locator('.ant-modal').filter({ has: palette }), 4);
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(search).toBeFocused();
});

test('[TOP-3][TXN-1] New Transaction opens the dialog with Enter; Tab stays inside; Escape closes it and focus returns to the button', async ({ page }) => {
  await onDashboard(page, 'a11y-trap-transaction');
  const newTransaction = page.getByTestId('topbar').getByRole('button', { name: 'New Transaction' });
  await tabTo(page, newTransaction);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Transaction' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect.poll(() => focusIsInside(dialog)).toBe(true);
  // Every control of the form is reached with a visible focus ring, and Tab wraps inside.
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }), { maxPresses: 15 });
  await expectVisibleFocus(page);
  await expectTabStaysInside(page, dialog, 12);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(newTransaction).toBeFocused();
});

test('[TOP-6][SIDE-8] at 375 px the drawer takes focus, keeps Tab inside, and Escape closes it back to the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await onDashboard(page, 'a11y-trap-drawer');
  const menu = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('sidebar-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await expectVisibleFocus(page);
  await expectTabStaysInside(page, drawer, 12);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  // A link chosen with the keyboard navigates and closes the drawer too.
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await tabTo(page, drawer.getByRole('link', { name: 'Settings' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/settings/);
  await expect(drawer).toBeHidden();
});
