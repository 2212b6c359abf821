// Chart of Accounts: balances from the ledger (a placeholder parent shows its total), add,
// edit and deactivate in the drawer, and the database's refusals shown in its words. Data is set
// up through the API as the signed-in user; each test signs up its own organization.
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

async function postEntry(account: TestAccount, date: string, description: string, lines: { code: string; debit?: string; credit?: string }[]): Promise<string> {
  const organizationId = organizationOf(account);
  const { data: settings } = await account.client.from('organization_settings').select('default_fund_id').eq('organization_id', organizationId).single();
  const resolved = await Promise.all(lines.map(async (line) => ({
    account_id: await accountIdByCode(account, line.code), fund_id: settings?.default_fund_id, debit: line.debit, credit: line.credit,
  })));
  const { data, error } = await account.client.rpc('post_journal_entry', { p_organization_id: organizationId, p_entry_date: date, p_description: description, p_lines: resolved });
  if (error) throw error;
  return String(data);
}

async function gotoChart(page: Page): Promise<void> {
  await page.goto('/app/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts', exact: true })).toBeVisible();
  await expect(page.getByTestId('balance-1010')).toBeVisible();
}

/** The record drawer (antd's Drawer is a dialog). */
function drawer(page: Page) {
  return page.getByRole('dialog');
}

test('the chart shows each account balance from the ledger and a placeholder parent totals its sub-accounts', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'coa-balances');
  await postEntry(account, '2026-01-10', 'Gift', [{ code: '1010', debit: '1500.25' }, { code: '4010', credit: '1500.25' }]);
  await postEntry(account, '2026-01-11', 'Van', [{ code: '1500', debit: '900.00' }, { code: '1010', credit: '900.00' }]);
  await gotoChart(page);
  await expect(page.getByTestId('balance-1010')).toHaveText('$600.25');
  await expect(page.getByTestId('balance-1500')).toHaveText('$900.00');
  await expect(page.getByTestId('balance-1000')).toHaveText('$1,500.25');
  await expect(page.getByTestId('balance-4000')).toHaveText('$1,500.25');
});

test('adding an account in the drawer puts it in the tree under its parent', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'coa-add');
  await gotoChart(page);
  await page.getByRole('button', { name: 'New account' }).click();
  await expect(drawer(page)).toBeVisible();
  await drawer(page).getByLabel('Code').fill('6150');
  await drawer(page).getByLabel('Name').fill('Cleaning Supplies');
  await drawer(page).getByLabel('Parent account').click();
  await page.keyboard.type('5000');
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper').filter({ hasText: '5000 Expenses' }).click();
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cleaning Supplies' })).toBeVisible();
  const { data } = await account.client.from('accounts').select('code, category, parent_id').eq('organization_id', organizationOf(account)).eq('code', '6150').single();
  expect(data).toMatchObject({ code: '6150', category: 'Expenses', parent_id: await accountIdByCode(account, '5000') });
});

test('editing an account renames it, and a duplicate code is refused in the database\'s words', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'coa-edit');
  await gotoChart(page);
  await page.getByRole('button', { name: 'Supplies', exact: true }).click();
  await drawer(page).getByLabel('Code').fill('6100');
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(drawer(page).getByText('Account code 6100 is already used by "6100 Rent"')).toBeVisible();
  await drawer(page).getByLabel('Code').fill('6300');
  await drawer(page).getByLabel('Name').fill('Office Supplies');
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Office Supplies', exact: true })).toBeVisible();
  const { data } = await account.client.from('accounts').select('name').eq('id', await accountIdByCode(account, '6300')).single();
  expect(data?.name).toBe('Office Supplies');
});

test('deactivating an unused account hides it; a system account is refused with the reason', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'coa-deactivate');
  await gotoChart(page);
  await page.getByRole('button', { name: 'Cash - Operating' }).click();
  await drawer(page).getByRole('button', { name: 'Deactivate' }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Deactivate' }).click();
  await expect(drawer(page).getByRole('alert')).toHaveText('Account 1010 Cash - Operating is used by the ledger\'s automatic postings and cannot be deactivated');
  await drawer(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer(page)).toBeHidden();

  await page.getByRole('button', { name: 'Travel', exact: true }).click();
  await drawer(page).getByRole('button', { name: 'Deactivate' }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Account deactivated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Travel', exact: true })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show inactive' }).check();
  await expect(page.getByRole('button', { name: 'Travel', exact: true })).toBeVisible();
  const { data } = await account.client.from('accounts').select('is_active').eq('id', await accountIdByCode(account, '6500')).single();
  expect(data?.is_active).toBe(false);
});

test('the chart of accounts fits a 375 px phone and axe finds nothing serious', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  await signedInOwner(page, 'coa-a11y');
  await gotoChart(page);
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the chart of accounts');
  await page.getByRole('button', { name: 'Cash - Operating' }).click();
  await expect(drawer(page)).toBeVisible();
  await expectNoSeriousViolations(page, 'the account drawer');
});
