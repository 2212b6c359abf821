// The exports hold exactly the filtered rows and the screen's totals: the CSV and XLSX parsed back,
// the PDF's text read.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { csvRows, pdfText, xlsxRows, exportAs } from './support/read-exports.ts';
import { dollars, expectListCount, gotoTransactions, databaseCount, databaseSums, seedYear, signedInOwner, totalFigure } from './support/transactions.ts';

const FILTER = { from: '2026-02-01', to: '2026-04-30' };


async function filteredScreen(page: Page, label: string) {
  const account = await signedInOwner(page, label);
  await seedYear(account, 90);
  await gotoTransactions(page, `?from=${FILTER.from}&to=${FILTER.to}`);
  const count = await databaseCount(account, FILTER);
  await expectListCount(page, count);
  const sums = await databaseSums(account, FILTER);
  const cashCents = sums.income - sums.expense;
  await expect(totalFigure(page, 'cash')).toHaveText(dollars(cashCents));
  return { account, count, cashCents };
}

test('the CSV export has every filtered row and the screen’s total', async ({ page }) => {
  test.slow();
  const { account, count, cashCents } = await filteredScreen(page, 'txn-export-csv');
  const rows = await csvRows(await exportAs(page, 'CSV'));
  expect(rows[0]).toEqual(['Organization', String(account.organizationName)]);
  expect(rows[2]).toEqual(['Period', `${FILTER.from} to ${FILTER.to}`]);
  const titles = rows.findIndex((row) => row[0] === 'Date');
  const data = rows.slice(titles + 1).filter((row) => row.length > 1 && row[0] !== '');
  const totals = data.at(-1);
  expect(data.length - 1).toBe(count);
  expect(totals?.[0]).toBe('Net change in cash');
  expect(totals?.at(-1)).toBe((cashCents / 100).toFixed(2));
});

test('the XLSX export has every filtered row and the screen’s total as a number', async ({ page }) => {
  test.slow();
  const { count, cashCents } = await filteredScreen(page, 'txn-export-xlsx');
  const rows = await xlsxRows(await exportAs(page, 'Excel (XLSX)'));
  const titles = rows.findIndex((row) => row[0] === 'Date');
  const totals = rows.find((row) => row[0] === 'Net change in cash');
  expect(rows.length - titles - 2).toBe(count);
  expect(totals?.at(-1)).toBeCloseTo(cashCents / 100, 2);
});

test('the PDF export shows the organization, the period and the screen’s total', async ({ page }) => {
  test.slow();
  const { account, cashCents } = await filteredScreen(page, 'txn-export-pdf');
  // pdf.js splits the text into runs at its own places: compare without the spaces.
  const text = (await pdfText(await exportAs(page, 'PDF'))).replace(/\s+/g, '');
  const flat = (value: string) => value.replace(/\s+/g, '');
  expect(text).toContain(flat(String(account.organizationName)));
  expect(text).toContain(flat(`${FILTER.from} to ${FILTER.to}`));
  expect(text).toContain(flat(`Net change in cash ${dollars(cashCents)}`));
});
