// Reports: a statement's amount opens the ledger lines behind it and a line opens its document; the
// comparison column and the fund filter change the figures; the three exports carry the screen's
// totals (CSV and XLSX parsed, the PDF's text read); the trial balance, general ledger, fund
// balance, cash flow, program expense, donor and taxes pages are axe-clean.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { signedInOwner } from '../finance/support/transactions.ts';
import { csvRows, pdfText, xlsxRows, exportAs } from '../finance/support/read-exports.ts';
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { PERIOD, cell, cents, postReportLedger } from './support/report-ledger.ts';

const RANGE = `from=${PERIOD.from}&to=${PERIOD.to}`;


test('an amount on the Statement of Activities opens its ledger lines, and a line opens its donation', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'reports-drill');
  await postReportLedger(account);
  await page.goto(`/app/reports/activities?${RANGE}`);
  const contributions = page.locator('tr[data-row-key^="revenue:"]', { hasText: 'Contributions' });
  const amount = contributions.locator('td[data-column="total"] a');
  await expect(amount).toHaveText('$350.00');
  await amount.click();
  await expect(page.getByRole('heading', { level: 1, name: 'General Ledger' })).toBeVisible();
  await expect(page.getByText('Ledger lines behind: 4010 Contributions')).toBeVisible();
  await expect(page.getByTestId('ledger-net')).toContainText('$350.00');
  await page.getByRole('link', { name: /Open the donation/ }).first().click();
  await expect(page).toHaveURL(/\/app\/finance\/donations\?open=/);
  await expect(page.getByText('Dana Whitfield').first()).toBeVisible();
});

test('an expense total of the functional matrix opens lines whose net is that total', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'reports-drill-matrix');
  await postReportLedger(account);
  await page.goto(`/app/reports/program-expenses?${RANGE}`);
  const fundraising = page.locator('tr[data-row-key="total"] td[data-column="fundraising"] a');
  await expect(fundraising).toHaveText('$250.00');
  await fundraising.click();
  await expect(page.getByRole('heading', { level: 1, name: 'General Ledger' })).toBeVisible();
  await expect(page.getByTestId('ledger-net')).toContainText('$250.00');
  await expect(page.getByRole('row', { name: /Gala supplies/ })).toBeVisible();
  await page.getByRole('link', { name: 'Gala supplies', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/finance\/journal-entries\/[0-9a-f-]{36}/);
});

test('the comparison column and the fund filter change the Statement of Activities', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'reports-compare');
  const ledger = await postReportLedger(account);
  await page.goto(`/app/reports/activities?from=2026-03-01&to=2026-03-31`);
  const march = await cell(page, 'expenses:total', 'total');
  expect(march).toBe(67000);
  await page.getByRole('combobox', { name: 'Compare with' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Previous period"]').click();
  await expect(page).toHaveURL(/compare=prior-period/);
  expect(await cell(page, 'expenses:total', 'compare_total')).toBe(40000);
  await page.goto(`/app/reports/activities?${RANGE}&fund=${ledger.youth}`);
  expect(await cell(page, 'revenue:total', 'total')).toBe(200000);
  expect(await cell(page, 'change', 'total')).toBe(150000);
});

test('the Trial Balance exports carry the screen\'s totals in CSV, XLSX and PDF', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'reports-exports');
  await postReportLedger(account);
  await page.goto(`/app/reports/trial-balance?${RANGE}`);
  const debit = await cell(page, 'total', 'closing_debit');
  const credit = await cell(page, 'total', 'closing_credit');
  const csv = await csvRows(await exportAs(page, 'CSV'));
  const csvTotal = csv.find((row) => row[0] === 'Total');
  expect(Math.round(Number(csvTotal?.[4]) * 100)).toBe(debit);
  expect(Math.round(Number(csvTotal?.[5]) * 100)).toBe(credit);
  const xlsx = await xlsxRows(await exportAs(page, 'Excel (XLSX)'));
  const xlsxTotal = xlsx.find((row) => row[0] === 'Total');
  expect(Math.round(Number(xlsxTotal?.[4]) * 100)).toBe(debit);
  expect(Math.round(Number(xlsxTotal?.[5]) * 100)).toBe(credit);
  const text = (await pdfText(await exportAs(page, 'PDF'))).replace(/\s+/g, '');
  const money = (await page.locator('tr[data-row-key="total"] td[data-column="closing_debit"]').textContent()) ?? '';
  expect(cents(money)).toBe(debit);
  expect(text).toContain(money.replace(/\s+/g, ''));
  expect(text).toContain('TrialBalance');
});

/** True when an exported row carries the amount (in cents) in one of its cells. */
function carries(row: unknown[] | undefined, amountCents: number): boolean {
  return (row ?? []).some((value) => value !== '' && value !== null && Math.round(Number(value) * 100) === amountCents);
}

test('the General Ledger exports carry the screen\'s debit and credit totals in CSV, XLSX and PDF', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'reports-gl-exports');
  await postReportLedger(account);
  await page.goto(`/app/reports/general-ledger?${RANGE}`);
  await expect(page.getByTestId('ledger-summary')).toBeVisible();
  const debit = await cell(page, 'total', 'debit');
  const credit = await cell(page, 'total', 'credit');
  expect(debit).toBeGreaterThan(0);
  const csvTotal = (await csvRows(await exportAs(page, 'CSV'))).find((row) => row[0] === 'Total');
  expect(carries(csvTotal, debit) && carries(csvTotal, credit)).toBe(true);
  const xlsxTotal = (await xlsxRows(await exportAs(page, 'Excel (XLSX)'))).find((row) => row[0] === 'Total');
  expect(carries(xlsxTotal, debit) && carries(xlsxTotal, credit)).toBe(true);
  const text = (await pdfText(await exportAs(page, 'PDF'))).replace(/\s+/g, '');
  const money = (await page.locator('tr[data-row-key="total"] td[data-column="debit"]').first().textContent()) ?? '';
  expect(text).toContain(money.replace(/\s+/g, ''));
  expect(text).toContain('GeneralLedger');
});

test('the trial balance, general ledger, fund balance, cash flow, program expense, donor and taxes reports are axe-clean', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'reports-axe');
  await postReportLedger(account);
  for (const [path, title] of [
    ['trial-balance', 'Trial Balance'], ['general-ledger', 'General Ledger'], ['fund-balance', 'Fund Balance Report'],
    ['cashflows', 'Statement of Cash Flows'], ['program-expenses', 'Program Expense Analysis'], ['donors', 'Donor Analysis'], ['taxes', 'Taxes Report'],
  ] as const) {
    await page.goto(`/app/reports/${path}?${RANGE}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('td[data-column]').first()).toBeVisible();
    await expectNoSeriousViolations(page, title);
  }
});
