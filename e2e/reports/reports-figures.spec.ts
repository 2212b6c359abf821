// Reports: the functional expenses, fund balances, cash flows, trial balance, Taxes Report and Donor
// Analysis show the figures of a known ledger (posted through the API as the user) and they agree
// with each other as the ledger says they must.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { signedInOwner } from '../finance/support/transactions.ts';
import { PERIOD, cell, postReportLedger } from './support/report-ledger.ts';

const RANGE = `from=${PERIOD.from}&to=${PERIOD.to}`;

test('the functional expense matrix splits expenses by program, management and fundraising, with the ratio', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'reports-functions');
  const ledger = await postReportLedger(account);
  await page.goto(`/app/reports/program-expenses?${RANGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Program Expense Analysis' })).toBeVisible();
  expect(await cell(page, 'total', 'total')).toBe(107000);
  expect(await cell(page, 'total', 'program')).toBe(52000);
  expect(await cell(page, 'total', `program:${ledger.pantry}`)).toBe(12000);
  expect(await cell(page, 'total', 'program:other')).toBe(40000);
  expect(await cell(page, 'total', 'management_general')).toBe(30000);
  expect(await cell(page, 'total', 'fundraising')).toBe(25000);
  await expect(page.getByTestId('program-ratio')).toContainText('48.6%');
  await page.goto(`/app/reports/activities?${RANGE}`);
  expect(await cell(page, 'expenses:total', 'total')).toBe(107000);
});

test('fund balances roll forward and total the net assets of the Statement of Financial Position', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'reports-funds');
  await postReportLedger(account);
  await page.goto(`/app/reports/fund-balance?${RANGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fund Balance Report' })).toBeVisible();
  expect(await cell(page, 'with_donor_restrictions:total', 'ending')).toBe(150000);
  expect(await cell(page, 'with_donor_restrictions:total', 'releases')).toBe(-50000);
  expect(await cell(page, 'without_donor_restrictions:total', 'releases')).toBe(50000);
  const ending = await cell(page, 'total', 'ending');
  await page.goto(`/app/reports/position?asOf=${PERIOD.to}`);
  expect(await cell(page, 'net_assets:total', 'amount')).toBe(ending);
});

test('the cash flow statement ends at the cash on the Statement of Financial Position', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'reports-cashflows');
  const ledger = await postReportLedger(account);
  await page.goto(`/app/reports/cashflows?${RANGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of Cash Flows' })).toBeVisible();
  const ending = await cell(page, 'cash_end', 'current');
  expect(await cell(page, 'investing:total', 'current')).toBe(-20000);
  expect(await cell(page, 'financing:total', 'current')).toBe(100000);
  expect(await cell(page, 'cash_beginning', 'current') + await cell(page, 'net_change', 'current')).toBe(ending);
  await page.goto(`/app/reports/position?asOf=${PERIOD.to}`);
  expect(await cell(page, `assets:${ledger.cash}`, 'amount')).toBe(ending);
});

test('the trial balance\'s debit and credit balances agree and follow the period', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'reports-trial');
  await postReportLedger(account);
  await page.goto(`/app/reports/trial-balance?${RANGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Trial Balance' })).toBeVisible();
  const debit = await cell(page, 'total', 'closing_debit');
  expect(await cell(page, 'total', 'closing_credit')).toBe(debit);
  await expect(page.getByTestId('trial-balance-check')).toContainText('Balanced');
  await page.goto('/app/reports/trial-balance?from=2026-01-01&to=2026-01-31');
  expect(await cell(page, 'total', 'closing_debit')).not.toBe(debit);
  expect(await cell(page, 'total', 'closing_debit')).toBe(await cell(page, 'total', 'closing_credit'));
});

test('the Taxes Report puts revenue on Part VIII and expenses by function on Part IX', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'reports-taxes');
  await postReportLedger(account);
  await page.goto(`/app/reports/taxes?${RANGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Taxes Report' })).toBeVisible();
  expect(await cell(page, 'ix:total', 'total')).toBe(107000);
  expect(await cell(page, 'ix:total', 'fundraising')).toBe(25000);
  expect(await cell(page, 'viii:1e', 'total')).toBe(200000);
  expect(await cell(page, 'viii:2', 'total')).toBe(150000);
  expect(await cell(page, 'viii:1f', 'total')).toBe(35000);
  expect(await cell(page, 'viii:total', 'total')).toBe(385000);
});

test('the Donor Analysis counts the period\'s donors and gifts', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'reports-donors');
  await postReportLedger(account);
  await page.goto(`/app/reports/donors?${RANGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Donor Analysis' })).toBeVisible();
  expect(await cell(page, 'total', 'current')).toBe(35000);
  await expect(page.locator('tr[data-row-key="new_donors"] td[data-column="current"]')).toHaveText('1');
  await expect(page.getByText('Dana Whitfield (new, last gift 2026-03-05)')).toBeVisible();
});
