// Donations: a gift recorded in the drawer into a donor-restricted fund is restricted,
// raises that fund's balance and appears in the list; the list filtered by fund counts what the
// database counts; a new donor with a known e-mail is flagged as a possible duplicate. Data is set
// up through the API as the signed-in owner (supabase-js, RLS applies).
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import type { TestAccount } from '../support/accounts.ts';
import { organizationOf, signedInOwner } from './support/transactions.ts';

function drawer(page: Page) {
  return page.getByRole('dialog');
}

async function createRestrictedFund(account: TestAccount, name: string): Promise<string> {
  const { data, error } = await account.client.rpc('create_fund', { p_organization_id: organizationOf(account), p_name: name, p_restriction: 'with_donor_restrictions' });
  if (error) throw error;
  return String(data);
}

async function fundBalance(account: TestAccount, fundId: string): Promise<number> {
  const { data, error } = await account.client.rpc('get_funds', { p_organization_id: organizationOf(account) });
  if (error) throw error;
  const row = (data as Array<{ id: string; balance: number | string }>).find((fund) => fund.id === fundId);
  return Number(row?.balance ?? NaN);
}

test('a donation into a restricted fund raises that fund\'s balance and the restricted net assets and appears in the list', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'donations-restricted');
  const fundId = await createRestrictedFund(account, 'Scholarships');
  const before = await fundBalance(account, fundId);
  await page.goto('/app/finance/donations');
  await expect(page.getByText('No donations yet.')).toBeVisible();

  await page.getByRole('button', { name: 'New donation' }).click();
  await drawer(page).locator('.ant-segmented').getByText('New donor').click();
  await drawer(page).getByLabel("New donor's name").fill('Grace Hopper');
  await drawer(page).getByLabel('Amount', { exact: true }).fill('1250.75');
  await drawer(page).getByLabel('Check number').fill('5521');
  await drawer(page).getByLabel('Fund', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Scholarships' }).click();
  await expect(drawer(page).getByTestId('donation-restriction')).toContainText('With donor restrictions');
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(drawer(page)).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: 'Grace Hopper' });
  await expect(row).toContainText('Check 5521');
  await expect(row).toContainText('Scholarships');
  await expect(row).toContainText('Restricted');
  await expect(row).toContainText('$1,250.75');
  await expect(page.getByTestId('donation-totals')).toContainText('1 gift, $1,250.75 in all: $1,250.75 with donor restrictions');
  expect(await fundBalance(account, fundId)).toBeCloseTo(before + 1250.75, 2);

  await page.goto('/app/funds');
  await expect(page.getByTestId('fund-balance-Scholarships')).toHaveText('$1,250.75');
  // A new organization had no restricted net assets: the dashboard's are exactly this gift.
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('net-assets-with')).toHaveText('$1,250.75');
});

test('the list filtered by fund shows the count and total the database has', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'donations-filter');
  const organizationId = organizationOf(account);
  const fundId = await createRestrictedFund(account, 'Roof Appeal');
  const gifts = Array.from({ length: 9 }, (_, i) => ({
    organization_id: organizationId,
    donor_name: `Donor ${i + 1}`,
    donation_date: `2026-0${1 + (i % 9)}-15`,
    amount: `${(i + 1) * 10}.00`,
    method: i % 2 === 0 ? 'cash' : 'card',
    // Every row names both (a bulk insert sends a missing key as null, not as the column's default).
    fund_id: i % 3 === 0 ? fundId : null,
    restriction: i % 3 === 0 ? 'with_donor_restrictions' : 'without_donor_restrictions',
  }));
  const inserted = await account.client.from('donations').insert(gifts);
  if (inserted.error) throw inserted.error;
  const counted = await account.client.from('donations').select('id', { count: 'exact', head: true }).eq('organization_id', organizationId).eq('fund_id', fundId);
  if (counted.error) throw counted.error;
  expect(counted.count).toBe(3);

  await page.goto(`/app/finance/donations?fund=${fundId}`);
  await expect(page.getByTestId('donation-totals')).toContainText(`${counted.count} gifts, $120.00 in all`);
  await expect(page.getByTestId('data-table-donations').locator('tbody tr.ant-table-row')).toHaveCount(counted.count ?? -1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('donation-totals')).toContainText('9 gifts, $450.00 in all');
});

test('a new donor with the e-mail of a known donor is flagged as a possible duplicate', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'donations-duplicate');
  const known = await account.client.from('donors').insert({ organization_id: organizationOf(account), name: 'Ada Lovelace', email: 'ada@example.org' });
  if (known.error) throw known.error;
  await page.goto('/app/finance/donations?tab=donors');
  await expect(page.getByRole('row').filter({ hasText: 'Ada Lovelace' })).toBeVisible();
  await page.getByRole('button', { name: 'New donor' }).click();
  await drawer(page).getByLabel('Name', { exact: true }).fill('A. Lovelace');
  await drawer(page).getByLabel('E-mail').fill('ADA@example.org');
  await expect(drawer(page).getByText('This donor may already exist')).toBeVisible();
  await expect(drawer(page).getByText('Ada Lovelace has the e-mail ada@example.org')).toBeVisible();
});
