// Reports: the Statement of Financial Position balances on screen for a new organization after a
// few postings (made through the API as the user), and the Statement of Activities' change in net
// assets equals the difference of two positions, as the screen shows them.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import type { TestAccount } from '../support/accounts.ts';
import { accountIdByCode, organizationOf, seedTransactions, signedInOwner } from '../finance/support/transactions.ts';
import { csvRows } from '../finance/support/read-exports.ts';
import { expectNoSeriousViolations } from '../a11y/axe.ts';

/** A money cell's text ('$1,234.50', '-$5.00' or '($5.00)') in cents. */
function cents(text: string): number {
  const negative = text.includes('-') || text.includes('(');
  const value = Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
  return negative ? -value : value;
}

async function cell(page: Page, rowKey: string, column: string): Promise<number> {
  const locator = page.locator(`tr[data-row-key="${rowKey}"] td[data-column="${column}"]`);
  await expect(locator).toHaveText(/\d/);
  return cents((await locator.textContent()) ?? '');
}

/** Income, an expense, an equipment purchase and a loan in the general fund; a restricted grant and its release. */
async function postActivity(account: TestAccount): Promise<void> {
  const organizationId = organizationOf(account);
  await seedTransactions(account, [
    { date: '2026-01-10', description: 'Program fees', type: 'Income', amount: '1500.00', account_id: await accountIdByCode(account, '4200') },
    { date: '2026-01-12', description: 'Bridge loan', type: 'Liability', amount: '1000.00', account_id: await accountIdByCode(account, '2300') },
    { date: '2026-02-05', description: 'Food', type: 'Expense', amount: '400.00', account_id: await accountIdByCode(account, '6400') },
    { date: '2026-02-06', description: 'Laptop', type: 'Asset', amount: '200.00', account_id: await accountIdByCode(account, '1500') },
  ]);
  const created = await account.client.rpc('create_fund', { p_organization_id: organizationId, p_name: 'Youth Meals', p_restriction: 'with_donor_restrictions' });
  if (created.error) throw created.error;
  const youth = String(created.data);
  const grant = await account.client.rpc('post_journal_entry', {
    p_organization_id: organizationId, p_entry_date: '2026-02-01', p_description: 'Youth meals grant',
    p_lines: [{ account_id: await accountIdByCode(account, '1010'), fund_id: youth, debit: '2000.00' }, { account_id: await accountIdByCode(account, '4100'), fund_id: youth, credit: '2000.00' }],
  });
  if (grant.error) throw grant.error;
  const release = await account.client.rpc('release_fund_restriction', { p_fund_id: youth, p_amount: 500, p_date: '2026-02-20', p_description: 'Meals served' });
  if (release.error) throw release.error;
}

test('the Statement of Financial Position balances on screen and its export carries the same total', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'reports-position');
  await postActivity(account);
  await page.goto('/app/reports/position?asOf=2026-03-31');
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of Financial Position' })).toBeVisible();
  const assets = await cell(page, 'assets:total', 'amount');
  expect(assets).toBe(410000);
  expect(await cell(page, 'total-liabilities-and-net-assets', 'amount')).toBe(assets);
  expect(await cell(page, 'liabilities:total', 'amount') + await cell(page, 'net_assets:total', 'amount')).toBe(assets);
  await expect(page.getByTestId('position-balance')).toContainText('Balanced');
  await expectNoSeriousViolations(page, 'the Statement of Financial Position');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const rows = await csvRows(await downloading);
  const total = rows.find((row) => row[0] === 'Total liabilities and net assets');
  expect(total?.[1]).toBe('4100.00');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('tr[data-row-key="assets:total"]')).toBeVisible();
  // The layout follows the new width on the next render, not at once.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the change in net assets on the Statement of Activities equals the difference of two positions', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'reports-activities');
  await postActivity(account);
  await page.goto('/app/reports/position?asOf=2026-01-31');
  const before = await cell(page, 'net_assets:total', 'amount');
  await page.goto('/app/reports/position?asOf=2026-02-28');
  const after = await cell(page, 'net_assets:total', 'amount');
  await page.goto('/app/reports/activities?from=2026-02-01&to=2026-02-28');
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of Activities' })).toBeVisible();
  const change = await cell(page, 'change', 'total');
  expect(change).toBe(after - before);
  expect(change).toBe(160000);
  expect(await cell(page, 'beginning', 'total')).toBe(before);
  expect(await cell(page, 'end', 'total')).toBe(after);
  // Releases: positive without restrictions, negative with them, zero in total.
  expect(await cell(page, 'releases', 'without')).toBe(50000);
  expect(await cell(page, 'releases', 'with')).toBe(-50000);
  expect(await cell(page, 'releases', 'total')).toBe(0);
  await expectNoSeriousViolations(page, 'the Statement of Activities');
});
