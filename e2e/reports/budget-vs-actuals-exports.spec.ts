// Budget vs. Actuals report: the approved budget against the ledger for a period; the CSV,
// XLSX and PDF carry the screen's Net line as their totals; a scope without an approved budget says
// so.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { csvRows, pdfText, xlsxRows } from '../finance/support/read-exports.ts';
import { signedInOwner } from '../finance/support/transactions.ts';
import { THIS_YEAR, budgetFromActuals, seedTwoYears } from '../finance/budget-support.ts';

test('the report shows the approved budget against the ledger and its three exports carry the screen\'s totals', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'bva-report');
  await seedTwoYears(owner);
  await budgetFromActuals(owner, `FY${THIS_YEAR} approved`, true);
  await page.goto(`/app/reports/budget-vs-actuals?from=${THIS_YEAR}-01-01&to=${THIS_YEAR}-12-31`);
  await expect(page.getByRole('heading', { level: 1, name: 'Budget vs. Actuals' })).toBeVisible();
  await expect(page.getByText(`Budget: FY${THIS_YEAR} approved.`)).toBeVisible();
  const net = page.locator('tr[data-row-key="net"]');
  // Budget 1,320 - 550 = 770; actual 1,500 - 450 = 1,050; variance +280.
  await expect(net.locator('[data-column="budget"]')).toHaveText('$770.00');
  await expect(net.locator('[data-column="actual"]')).toHaveText('$1,050.00');
  await expect(net.locator('[data-column="variance"]')).toContainText('$280.00');
  await expectNoSeriousViolations(page, 'the Budget vs. Actuals report');

  const exportAs = async (format: 'CSV' | 'Excel' | 'PDF') => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${format}`) }).click();
    return downloading;
  };
  const csv = await csvRows(await exportAs('CSV'));
  const csvTotal = csv.find((row) => row[0] === 'Net (revenue less expenses)');
  expect(csvTotal?.slice(1, 4)).toEqual(['770.00', '1050.00', '280.00']);
  const xlsx = await xlsxRows(await exportAs('Excel'));
  const xlsxTotal = xlsx.find((row) => row[0] === 'Net (revenue less expenses)');
  expect(xlsxTotal?.slice(1, 4)).toEqual([770, 1050, 280]);
  // pdfjs returns the text items with runs of spaces between words.
  const pdf = (await pdfText(await exportAs('PDF'))).replace(/\s+/g, ' ');
  expect(pdf).toContain('Net (revenue less expenses) $770.00 $1,050.00 $280.00');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(net).toBeVisible();
  // The layout follows the new width on the next render, not at once.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a project without an approved budget: the report says so and shows the actuals alone', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'bva-empty');
  const project = await owner.client.from('projects').insert({ organization_id: owner.organizationId, name: 'Unplanned pantry' }).select('id').single();
  if (project.error) throw project.error;
  await page.goto(`/app/reports/budget-vs-actuals?project=${project.data.id}`);
  const notice = page.getByRole('alert').filter({ hasText: 'No approved budget covers this period for Project: Unplanned pantry.' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Budgeting' })).toHaveAttribute('href', '/app/finance/budgeting');
});
