// A keyboard user reaches every control of the shell's chrome by Tab, with a visible focus
// indicator at every stop, and operates each one with Enter, Space, arrows and Escape; popovers and
// dialogs give focus back to what opened them.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { addOrganization, createAccount, signInAs, type TestAccount } from '../support/accounts.ts';
import { expectVisibleFocus, focusIsInside, tabTo } from './focus.ts';

// Each test signs up its own user, signs in through the form and walks several steps: slow marks
// triple the time budget (two shared cores); nothing here asserts a duration.
test.beforeEach(() => {
  test.slow();
});

function topbar(page: Page) {
  return page.getByTestId('topbar');
}

function sidebar(page: Page) {
  return page.getByTestId('sidebar');
}

/** A fresh account on its dashboard, with its data loaded (the trial banner shows). */
async function onDashboard(page: Page, label: string): Promise<TestAccount> {
  const account = await createAccount(label);
  await signInAs(page, account);
  await expect(page.getByTestId('trial-banner')).toBeVisible();
  return account;
}

test('[TOP-1][TOP-2][TOP-3][TOP-4][TOP-5] Tab reaches Skip to content, the sidebar and every top bar control in order, each with a visible focus ring', async ({ page }) => {
  await onDashboard(page, 'a11y-tab-order');
  const stops = [
    page.getByRole('link', { name: 'Skip to content' }),
    sidebar(page).getByTestId('sidebar-logo'),
    sidebar(page).getByRole('link', { name: 'Dashboard' }),
    sidebar(page).getByRole('button', { name: 'Finance' }),
    sidebar(page).getByRole('button', { name: 'Projects' }),
    sidebar(page).getByRole('button', { name: 'Human Resources' }),
    sidebar(page).getByRole('button', { name: 'Supply Chain' }),
    sidebar(page).getByRole('link', { name: 'Settings' }),
    topbar(page).getByTestId('topbar-logo'),
    topbar(page).getByRole('combobox', { name: 'Organization' }),
    topbar(page).getByRole('button', { name: 'Search...' }),
    topbar(page).getByRole('button', { name: 'New Transaction' }),
    topbar(page).getByRole('button', { name: /^Notifications/ }),
    topbar(page).getByRole('button', { name: 'My Account' }),
  ];
  for (const stop of stops) {
    await page.keyboard.press('Tab');
    await expect(stop).toBeFocused();
    await expect(stop).toBeInViewport();
    await expectVisibleFocus(page);
  }
});

test('Skip to content moves focus to the main region', async ({ page }) => {
  await onDashboard(page, 'a11y-skip-link');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  // Hidden again once focus has left it.
  await expect(skip).not.toBeInViewport();
});

test('[SIDE-3] sidebar groups toggle with Enter and Space and a link follows with Enter', async ({ page }) => {
  await onDashboard(page, 'a11y-sidebar-keys');
  const group = sidebar(page).getByRole('button', { name: 'Human Resources' });
  await tabTo(page, group);
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  const payroll = sidebar(page).getByRole('link', { name: 'Payroll' });
  await tabTo(page, payroll, { maxPresses: 3 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/hr\/payroll$/);
  await expect(payroll).toHaveAttribute('aria-current', 'page');
});

test('[ORG-1][ORG-5] the organization picker opens, filters and switches with the keyboard; Escape closes it', async ({ page }) => {
  // The picker lists organizations by name: the first one, Alpha, is the active one.
  const account = await createAccount('a11y-org-keys', 'Alpha Keys Org');
  await addOrganization(account, 'Beta Keys Org');
  await signInAs(page, account);
  await expect(page.getByTestId('trial-banner')).toBeVisible();
  const picker = topbar(page).getByRole('combobox', { name: 'Organization' });
  await tabTo(page, picker);
  await page.keyboard.press('ArrowDown');
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox', { name: 'Organizations' }).getByRole('option')).toHaveText(['Alpha Keys Org', 'Beta Keys Org']);
  await page.keyboard.press('Escape');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(picker).toBeFocused();

  await expect(page.getByTestId('organization-picker')).toContainText('Alpha Keys Org');
  await page.keyboard.type('beta');
  await expect(page.getByRole('listbox', { name: 'Organizations' }).getByRole('option')).toHaveText(['Beta Keys Org']);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Switched Organization')).toBeVisible();
  await expect(page.getByText('You are now working in Beta Keys Org.')).toBeVisible();
  await expect(page.getByTestId('organization-picker')).toContainText('Beta Keys Org');
});

test('[PAL-1][PAL-5][TOP-2] Search... opens with Enter and Ctrl+K toggles; arrows and Enter choose and navigate; focus returns to the opener', async ({ page }) => {
  await onDashboard(page, 'a11y-palette-keys');
  const search = topbar(page).getByRole('button', { name: 'Search...' });
  const palette = page.getByTestId('command-palette');
  const input = palette.getByRole('combobox');
  await tabTo(page, search);
  await page.keyboard.press('Enter');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(search).toBeFocused();

  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  // The active option is announced through aria-activedescendant and shown as selected.
  const chosen = palette.getByRole('option', { name: 'Chart of Accounts' });
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id')) ?? 'missing id');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/app\/(chart-of-accounts|accounts)$/);
});

test('[TOP-4][NOTIF-5] the notifications panel opens with Enter and takes focus; Space marks as read; Escape closes it back to the bell', async ({ page }) => {
  await onDashboard(page, 'a11y-notification-keys');
  const bell = topbar(page).getByRole('button', { name: /^Notifications/ });
  const panel = page.getByTestId('notifications-panel');
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  // The welcome notification is unread.
  const markAsRead = panel.getByRole('button', { name: 'Mark as read' });
  await tabTo(page, markAsRead, { maxPresses: 8 });
  await page.keyboard.press('Space');
  await expect(panel.getByRole('tab', { name: 'Unread (0)' })).toBeVisible();
  await expect(panel.getByText("You're all caught up!")).toBeVisible();
  // The pressed button is gone; focus stayed in the panel, so Escape still reaches it.
  expect(await focusIsInside(panel)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('[TOP-5] My Account opens with Enter; arrows and Enter choose Billing; Escape closes it back to the button', async ({ page }) => {
  await onDashboard(page, 'a11y-account-keys');
  const account = topbar(page).getByRole('button', { name: 'My Account' });
  await tabTo(page, account);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(account).toBeFocused();

  await page.keyboard.press('Space');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Billing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/settings\/billing$/);
});
