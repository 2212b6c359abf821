// Each settings page, as its owner sees it, has no serious or critical axe violation, and fits a
// 375 px phone without sideways scrolling (tables scroll inside themselves).
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { expectNoSeriousViolations, type KnownThirdPartyIssue } from '../a11y/axe.ts';
import { animationsSettled } from '../support/animations-settled.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';

const PAGES = [
  { path: '/app/settings/profile', heading: 'Profile', ready: 'Your organizations' },
  { path: '/app/settings/organization', heading: 'Organization', ready: 'Address, tax ID and fiscal year' },
  { path: '/app/settings/users', heading: 'Users', ready: 'Invitations' },
  { path: '/app/settings/sales', heading: 'Sales', ready: 'Donation receipts' },
  { path: '/app/settings/expenses', heading: 'Expenses', ready: 'Payroll tax rates' },
  { path: '/app/settings/advanced', heading: 'Advanced', ready: 'Audit log' },
] as const;

/** rc-select's empty list (see e2e/a11y/axe-finds-no-serious-violations.spec.ts): inside antd, not ours. */
const ANTD_SELECT_EMPTY_LIST: KnownThirdPartyIssue[] = [
  { rule: 'aria-required-children', selector: '.ant-select-dropdown [role="listbox"].ant-select-item-empty', why: 'rc-select renders its empty text as the listbox' },
  { rule: 'aria-valid-attr-value', selector: '.ant-select input[role="combobox"][aria-activedescendant$="_list_-1"]', why: 'rc-select points at option -1 when the list is empty' },
];

async function openAsOwner(page: Page, path: string, heading: string, ready: string): Promise<void> {
  const owner = await createAccount('settings-a11y', 'Settings A11y Org');
  await startSessionAs(page, owner);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: ready })).toBeVisible();
}

// One owner and one load per page for both checks: axe at the desktop width, then the same page
// reloaded at 375 px (a load at that width, as a phone opens it).
for (const { path, heading, ready } of PAGES) {
  test(`${path} has no serious or critical axe violation and fits a 375 px phone`, async ({ page }) => {
    test.slow();
    await openAsOwner(page, path, heading, ready);
    await test.step('no serious or critical axe violation', async () => {
      await animationsSettled(page);
      await expectNoSeriousViolations(page, path, ANTD_SELECT_EMPTY_LIST);
    });
    await test.step('fits a 375 px phone', async () => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: ready })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    });
  });
}
