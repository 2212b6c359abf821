// The calendar (the design system's `/dates` entry: rc-picker and dayjs's plugins, ~30 KiB gzip) is
// downloaded by a finance page only when it shows a date field: the journal list's period filter
// and the inventory report's as-of day offer presets first, the invoices aging tab (its as-of
// field) loads with the tab. The filters keep their URL parameters.
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from '../support/animations-settled.ts';
import { signedInTest as test } from '../support/signed-in.ts';

/** The design system files the page has requested so far ('ui-dates', 'ui-table', ...). */
function watchDesignFiles(page: Page): () => string[] {
  const fetched: string[] = [];
  page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
  return () => fetched.filter((path) => /\/ui-[a-z]+\.[0-9a-f]+\.js$/.test(path)).map((path) => path.replace(/^.*\/(ui-[a-z]+)\..*$/, '$1'));
}

async function chooseOption(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await animationsSettled(page);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

test('the journal entries list filters by a preset period without the calendar, which loads for a custom range', async ({ page }) => {
  const designFiles = watchDesignFiles(page);
  await page.goto('/app/finance/journal-entries');
  await expect(page.getByRole('heading', { level: 1, name: 'Journal Entries' })).toBeVisible();
  await expect.poll(designFiles).toEqual(expect.arrayContaining(['ui-table']));
  await page.waitForLoadState('networkidle');
  expect(designFiles()).not.toContain('ui-dates');

  await chooseOption(page, 'Dates: period', 'This month');
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-01(&|$)/);
  await expect(page).toHaveURL(/[?&]to=\d{4}-\d{2}-\d{2}(&|$)/);
  await chooseOption(page, 'Dates: period', 'Custom range');
  await expect(page.getByPlaceholder('Start date')).toBeVisible();
  expect(designFiles()).toContain('ui-dates');

  // A link with a range that is no preset opens on the custom range, read from the same parameters.
  await page.goto('/app/finance/journal-entries?from=2026-01-05&to=2026-01-20');
  await expect(page.getByPlaceholder('Start date')).toHaveValue('Jan 5, 2026');
  await expect(page.getByPlaceholder('End date')).toHaveValue('Jan 20, 2026');
});

test('the invoices list downloads no calendar; the AR aging tab brings its as-of field', async ({ page }) => {
  const designFiles = watchDesignFiles(page);
  await page.goto('/app/finance/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect.poll(designFiles).toEqual(expect.arrayContaining(['ui-table', 'ui-tabs']));
  await page.waitForLoadState('networkidle');
  expect(designFiles()).not.toContain('ui-dates');

  await page.getByRole('tab', { name: 'AR aging' }).click();
  await expect(page).toHaveURL(/[?&]tab=aging/);
  await expect(page.getByRole('textbox', { name: 'As of', exact: true })).toBeVisible();
  expect(designFiles()).toContain('ui-dates');
});

test('the inventory report shows its figures as of a preset day without the calendar, which loads for a custom date', async ({ page }) => {
  const designFiles = watchDesignFiles(page);
  await page.goto('/app/reports/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Valuation' })).toBeVisible();
  await expect.poll(designFiles).toEqual(expect.arrayContaining(['ui-table', 'ui-card', 'ui-statistic']));
  await page.waitForLoadState('networkidle');
  expect(designFiles()).not.toContain('ui-dates');

  await chooseOption(page, 'As of', 'Custom date');
  const day = page.getByRole('textbox', { name: 'As of: date' });
  await day.fill('2025-12-31');
  await day.press('Enter');
  await expect(page).toHaveURL(/[?&]asOf=2025-12-31/);
  expect(designFiles()).toContain('ui-dates');
});
