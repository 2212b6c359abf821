// Settings' own navigation: every settings page is reached by clicking its link, the current one is
// highlighted, on a desktop and at 375 px, by keyboard, without axe violations.
import { expect, type Page } from '@playwright/test';
import { signedInReaderTest as test } from '../support/reader-context.ts';
import { expectNoSeriousViolations } from '../a11y/axe.ts';

// Written out from SPEC section 2 (settings children), not imported from the app.
const SETTINGS_PAGES: [label: string, path: string][] = [
  ['Profile', '/app/settings/profile'],
  ['Organization', '/app/settings/organization'],
  ['Users', '/app/settings/users'],
  ['Billing', '/app/settings/billing'],
  ['Sales', '/app/settings/sales'],
  ['Expenses', '/app/settings/expenses'],
  ['Advanced', '/app/settings/advanced'],
];

function settingsNav(page: Page) {
  return page.getByRole('navigation', { name: 'Settings' });
}

async function expectOnPage(page: Page, label: string, path: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  const current = settingsNav(page).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(label);
}

test('every settings page is reached by clicking its link, and the current one is highlighted', async ({ page }) => {
  await page.goto('/app/settings');
  await expectOnPage(page, 'Profile', '/app/settings/profile');
  await expect(settingsNav(page).getByRole('link')).toHaveText(SETTINGS_PAGES.map(([label]) => label));
  for (const [label, path] of [...SETTINGS_PAGES.slice(1), SETTINGS_PAGES[0]!]) {
    await settingsNav(page).getByRole('link', { name: label, exact: true }).click();
    await expectOnPage(page, label, path);
  }
});

test('at 375 px every settings link is on screen and opens its page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/app/settings/profile');
  for (const [label] of SETTINGS_PAGES) {
    await expect(settingsNav(page).getByRole('link', { name: label, exact: true })).toBeInViewport();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await settingsNav(page).getByRole('link', { name: 'Advanced', exact: true }).click();
  await expectOnPage(page, 'Advanced', '/app/settings/advanced');
});

test('the settings links work by keyboard', async ({ page }) => {
  await page.goto('/app/settings/profile');
  await settingsNav(page).getByRole('link', { name: 'Profile', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(settingsNav(page).getByRole('link', { name: 'Organization', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectOnPage(page, 'Organization', '/app/settings/organization');
});

test('the settings navigation has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/app/settings/users');
  await expectOnPage(page, 'Users', '/app/settings/users');
  await expectNoSeriousViolations(page, 'the settings navigation');
});
