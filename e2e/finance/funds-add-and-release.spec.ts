// Funds: adding a donor-restricted fund lists it with its restriction, purpose and balance;
// its page lists its activity and what has been released from restriction.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import type { TestAccount } from '../support/accounts.ts';
import { accountIdByCode, organizationOf, signedInOwner } from './support/transactions.ts';
import { expectNoSeriousViolations } from '../a11y/axe.ts';

/** The page is no wider than a 375 px phone (tables scroll inside themselves). */
async function expectFitsPhone(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    // The outermost elements reaching past the screen (in document order): the culprit comes first.
    wide: Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && element.getClientRects().length > 0)
      // Content of a box that scrolls sideways by itself does not widen the page.
      .filter((element) => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className.toString().split(' ')[0]} -> ${Math.round(element.getBoundingClientRect().right)}`),
  }));
  expect(widths.scrollWidth, `wider than the screen: ${widths.wide.join(', ')}`).toBeLessThanOrEqual(375);
}

async function fundId(account: TestAccount, name: string): Promise<string> {
  const { data, error } = await account.client.from('funds').select('id').eq('organization_id', organizationOf(account)).eq('name', name).single();
  if (error) throw error;
  return String(data.id);
}

/** The record drawer (antd's Drawer is a dialog). */
function drawer(page: Page) {
  return page.getByRole('dialog');
}

test('adding a restricted fund lists it with its restriction and purpose', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'funds-add');
  await page.goto('/app/funds');
  await expect(page.getByRole('link', { name: 'General Operating' })).toBeVisible();
  await page.getByRole('button', { name: 'New fund' }).click();
  await drawer(page).getByLabel('Name').fill('Youth Meals');
  await drawer(page).getByLabel('Restriction').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'With donor restrictions' }).click();
  await drawer(page).getByLabel('Purpose').fill('School-holiday meals for children');
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(drawer(page)).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'Youth Meals' });
  await expect(row).toContainText('With donor restrictions');
  await expect(row).toContainText('School-holiday meals for children');
  await expect(page.getByTestId('fund-balance-Youth Meals')).toHaveText('$0.00');
  const { data } = await account.client.from('funds').select('restriction, purpose').eq('id', await fundId(account, 'Youth Meals')).single();
  expect(data).toEqual({ restriction: 'with_donor_restrictions', purpose: 'School-holiday meals for children' });
});

test('a restricted fund\'s page shows its activity and what has been released from restriction', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'funds-release');
  const organizationId = organizationOf(account);
  const created = await account.client.rpc('create_fund', { p_organization_id: organizationId, p_name: 'Youth Meals', p_restriction: 'with_donor_restrictions' });
  if (created.error) throw created.error;
  const youth = String(created.data);
  const grant = await account.client.rpc('post_journal_entry', {
    p_organization_id: organizationId, p_entry_date: '2026-02-01', p_description: 'Youth meals grant',
    p_lines: [{ account_id: await accountIdByCode(account, '1010'), fund_id: youth, debit: '2000.00' }, { account_id: await accountIdByCode(account, '4100'), fund_id: youth, credit: '2000.00' }],
  });
  if (grant.error) throw grant.error;
  await page.goto(`/app/funds/${youth}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Youth Meals' })).toBeVisible();
  const activity = page.getByRole('table', { name: 'Activity of Youth Meals' });
  await expect(activity.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(page.getByText('Nothing has been released from this fund yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Release from restriction' }).click();
  await drawer(page).getByLabel('Amount released').fill('750.50');
  await drawer(page).getByRole('button', { name: 'Post release' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(page.getByText('Released from restriction: Youth Meals').first()).toBeVisible();
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Released from restriction' })).toContainText('$750.50');
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Balance' })).toContainText('$1,249.50');
});

test('the funds list fits a 375 px phone and axe finds nothing serious', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  await signedInOwner(page, 'funds-a11y');
  await page.goto('/app/funds');
  await expect(page.getByRole('link', { name: 'General Operating' })).toBeVisible();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the funds list');
});
