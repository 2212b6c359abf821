// Pledges: a pledge with two instalments, then two gifts recorded in the donation
// drawer and applied to it, closes it (fulfilled, nothing open, Pledges Receivable back to zero);
// the Pledges tab and the pledge drawer fit a 375 px phone and axe finds nothing serious. The
// pledge and donor are set up through the API as the signed-in owner (supabase-js, RLS applies).
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import type { TestAccount } from '../support/accounts.ts';
import { accountIdByCode, organizationOf, signedInOwner } from './support/transactions.ts';

async function donorAndPledge(account: TestAccount, name: string): Promise<{ donorId: string; pledgeId: string }> {
  const donor = await account.client.from('donors').insert({ organization_id: organizationOf(account), name, email: `${name.split(' ')[0]?.toLowerCase()}@example.org` }).select('id').single();
  if (donor.error) throw donor.error;
  const pledge = await account.client.rpc('save_pledge', {
    p_organization_id: organizationOf(account), p_donor_id: donor.data.id, p_pledge_date: '2026-01-10', p_amount: 500,
    p_installments: [{ due_date: '2026-02-01', amount: 300 }, { due_date: '2026-05-01', amount: 200 }],
  });
  if (pledge.error) throw pledge.error;
  return { donorId: donor.data.id as string, pledgeId: String(pledge.data) };
}

/** The ledger balance of 1200 Pledges Receivable in cents (debits less credits of its posted lines). */
async function receivable(account: TestAccount): Promise<number> {
  const accountId = await accountIdByCode(account, '1200');
  const lines = await account.client.from('journal_entry_lines').select('debit, credit').eq('organization_id', organizationOf(account)).eq('account_id', accountId);
  if (lines.error) throw lines.error;
  return lines.data.reduce((sum, line) => sum + Math.round(Number(line.debit) * 100) - Math.round(Number(line.credit) * 100), 0);
}

async function payInstalment(page: Page, donor: string, amount: string): Promise<void> {
  const drawer = page.getByRole('dialog');
  await page.getByRole('button', { name: 'New donation' }).click();
  await drawer.getByLabel('Donor name').fill(donor.split(' ')[0] ?? donor);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: donor }).click();
  await drawer.getByLabel('Amount', { exact: true }).fill(amount);
  await drawer.getByLabel('Apply to pledge').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'open of $500.00' }).click();
  await expect(drawer.getByTestId('donation-restriction')).toContainText('Applied to a pledge');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
}

test('a pledge then two instalment gifts close it: fulfilled, nothing open, receivable back to zero', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'pledges-close');
  await donorAndPledge(owner, 'Katherine Johnson');
  expect(await receivable(owner)).toBe(50000);

  await page.goto('/app/finance/donations?tab=pledges');
  const row = page.getByRole('row').filter({ hasText: 'Katherine Johnson' });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('2026-02-01 · $300.00');

  await page.goto('/app/finance/donations');
  await payInstalment(page, 'Katherine Johnson', '300');
  await payInstalment(page, 'Katherine Johnson', '200');

  await page.goto('/app/finance/donations?tab=pledges');
  await expect(row).toContainText('Fulfilled');
  await expect(page.getByTestId('pledge-totals')).toContainText('1 pledge: $500.00 pledged, $500.00 paid, $0.00 still to collect.');
  await row.click();
  await expect(page.getByTestId('pledge-open-balance')).toHaveText('$0.00');
  await expect(page.getByTestId('pledge-payments').getByRole('listitem')).toHaveCount(2);
  expect(await receivable(owner)).toBe(0);
});

test('the pledges tab and the pledge drawer fit a 375 px phone and axe finds nothing serious', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  const owner = await signedInOwner(page, 'pledges-a11y');
  const { pledgeId } = await donorAndPledge(owner, 'Dorothy Vaughan');
  await page.goto('/app/finance/donations?tab=pledges');
  await expect(page.getByRole('row').filter({ hasText: 'Dorothy Vaughan' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(page, 'the pledges list');

  await page.goto(`/app/finance/donations?tab=pledges&pledge=${pledgeId}`);
  await expect(page.getByRole('dialog')).toContainText('Pledge from Dorothy Vaughan');
  await expect(page.getByTestId('pledge-open-balance')).toHaveText('$500.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(page, 'the pledge drawer');
});
