// Reports over the DEMO organization: signed in as the demo user on the Harbor Community
// Food Bank (seeded by the e2e global setup as `pnpm start` seeds it), each report route shows
// exactly its RPC's figures for the same period (every row x column of its statement tables, the
// RPC read through supabase-js with the demo user's own session); choosing Last fiscal year in the
// period picker and a comparison changes them, again equal to the RPC; an amount drills down to the
// ledger lines and on to a source document; the CSV, XLSX and PDF exports carry the screen's totals.
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from '../support/animations-settled.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { demoTest as test } from '../support/demo-session.ts';
import {
  chooseOption, demoToday, drillLink, drillToDocument, expectExportsCarryTotals, expectScreenEquals, pickLastFiscalYear, rpc, signature, tableCells, yearBefore,
} from './support/demo-report.ts';
import { cents } from './support/report-ledger.ts';
import type { Cells, Money, Period } from './support/demo-report.ts';

interface PeriodReport {
  path: string;
  title: string;
  /** The report RPC's figures as screen cells for a period and an optional comparison period. */
  cells: (client: SupabaseClient, org: string, period: Period, compare: Period | null) => Promise<Cells>;
  /** From an amount to a document (default: the General Ledger lines, then a line's source document). */
  drill?: (page: Page) => Promise<void>;
}

const between = (org: string, period: Period, compare: Period | null, compareToOnly = false) => ({
  p_organization_id: org, p_from: period.from, p_to: period.to,
  ...(compare ? (compareToOnly ? { p_compare_to: compare.to } : { p_compare_from: compare.from, p_compare_to: compare.to }) : {}),
});

type Columns = { without: Money; with: Money; total: Money; compare_total: Money };
interface ActivitiesJson {
  compare_from: string | null;
  sections: { key: string; lines: (Columns & { account_id: string })[]; total: Columns }[];
  change_in_net_assets: Columns;
  net_assets_beginning: Columns;
  net_assets_end: Columns;
}

/** The Statement of Activities' rows as mf-finance lays them out (activities-rows.ts). */
function activitiesCells(json: ActivitiesJson): Cells {
  const cells: Cells = new Map();
  const keys: (keyof Columns)[] = ['without', 'with', 'total', ...(json.compare_from ? ['compare_total' as const] : [])];
  const put = (row: string, values: Columns) => { for (const key of keys) cells.set(`${row}|${key}`, values[key]); };
  for (const section of json.sections) {
    if (section.key === 'releases') { put('releases', section.total); continue; }
    for (const line of section.lines) put(`${section.key}:${line.account_id}`, line);
    put(`${section.key}:total`, section.total);
  }
  put('change', json.change_in_net_assets);
  put('beginning', json.net_assets_beginning);
  put('end', json.net_assets_end);
  return cells;
}

/** The Donor Analysis summary's rows (donor-rows.ts summaryRows). */
const DONOR_SUMMARY = [
  'total', 'gifts', 'donors', 'average_gift', 'median_gift', 'new_donors', 'retained_donors', 'recaptured_donors',
  'lybunt_donors', 'lybunt_amount', 'sybunt_donors', 'retention_rate',
] as const;

const REPORTS: PeriodReport[] = [
  {
    path: 'activities', title: 'Statement of Activities',
    cells: async (client, org, period, compare) => activitiesCells(await rpc(client, 'report_statement_of_activities', between(org, period, compare)) as unknown as ActivitiesJson),
  },
  { path: 'cashflows', title: 'Statement of Cash Flows', cells: async (client, org, period, compare) => tableCells(await rpc(client, 'report_cash_flows', between(org, period, compare))) },
  {
    path: 'fund-balance', title: 'Fund Balance Report',
    cells: async (client, org, period, compare) => tableCells(await rpc(client, 'report_fund_balances', between(org, period, compare, true))),
    // A fund's revenue and support comes from gifts and invoices, so its ledger lines include documents.
    drill: (page) => drillToDocument(page, drillLink(page, { column: 'revenue' })),
  },
  { path: 'program-expenses', title: 'Program Expense Analysis', cells: async (client, org, period, compare) => tableCells(await rpc(client, 'report_program_expenses', between(org, period, compare))) },
  {
    path: 'trial-balance', title: 'Trial Balance',
    cells: async (client, org, period, compare) => tableCells(await rpc(client, 'report_trial_balance', between(org, period, compare, true))),
    // A revenue account's credits come from gifts and invoices, so its ledger lines include documents.
    drill: (page) => drillToDocument(page, drillLink(page, { column: 'credit', line: /^4\d{3} / })),
  },
  {
    path: 'taxes', title: 'Taxes Report',
    cells: async (client, org, period, compare) => {
      const json = await rpc(client, 'report_taxes', between(org, period, compare));
      return tableCells(json.part_ix, tableCells(json.part_viii));
    },
  },
  {
    path: 'donors', title: 'Donor Analysis',
    cells: async (client, org, period, compare) => {
      const json = await rpc(client, 'report_donor_analysis', { ...between(org, period, compare), p_top: 10 }) as { current: { summary: Record<string, Money> }; compare: { summary: Record<string, Money> } | null };
      const cells: Cells = new Map();
      for (const key of DONOR_SUMMARY) {
        cells.set(`${key}|current`, json.current.summary[key]);
        if (json.compare) cells.set(`${key}|compare`, json.compare.summary[key]);
      }
      return cells;
    },
    // The ledger does not know donors: the period's giving opens the Donations list, and a gift its donation.
    drill: async (page) => {
      await page.locator('table.mb-statement').first().locator('tr[data-row-key="total"] td[data-column="current"] a').click();
      await expect(page).toHaveURL(/\/app\/finance\/donations\?/);
      await page.locator('tbody tr.ant-table-row').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
];

for (const report of REPORTS) {
  test(`${report.title} shows the demo organization's figures, equal to its RPC, through the period picker and a comparison`, async ({ page, demo }) => {
    test.slow();
    const today = demoToday();
    const yearToDate = { from: `${today.slice(0, 4)}-01-01`, to: today };
    await page.goto(`/app/reports/${report.path}?from=${yearToDate.from}&to=${yearToDate.to}`);
    await expect(page.getByRole('heading', { level: 1, name: report.title })).toBeVisible();
    const current = await report.cells(demo.client, demo.organizationId, yearToDate, null);
    await expectScreenEquals(page, current);

    const lastYear = await pickLastFiscalYear(page);
    expect(lastYear).toEqual({ from: `${Number(today.slice(0, 4)) - 1}-01-01`, to: `${Number(today.slice(0, 4)) - 1}-12-31` });
    const previous = await report.cells(demo.client, demo.organizationId, lastYear, null);
    expect(signature(previous)).not.toBe(signature(current));
    await expectScreenEquals(page, previous);

    await chooseOption(page, 'Compare with', 'Same period last year');
    await expect(page).toHaveURL(/compare=prior-year/);
    const compared = await report.cells(demo.client, demo.organizationId, lastYear, { from: yearBefore(lastYear.from), to: yearBefore(lastYear.to) });
    expect(compared.size).toBeGreaterThan(previous.size);
    await expectScreenEquals(page, compared);

    await expectExportsCarryTotals(page);
    await (report.drill ?? drillToDocument)(page);
  });
}

interface PositionLine {
  account_id: string | null; key?: string; name: string; amount: Money; compare_amount: Money; current_year_change?: Money; compare_current_year_change?: Money;
  ledger_accounts?: { account_id: string; amount: Money; compare_amount: Money }[]; not_closed?: Money; compare_not_closed?: Money;
}
interface PositionJson {
  compare_as_of: string | null;
  sections: { key: string; lines: PositionLine[]; total: Money; compare_total: Money }[];
  total_liabilities_and_net_assets: Money;
  compare_total_liabilities_and_net_assets: Money;
}

/** The Statement of Financial Position's rows as mf-finance lays them out (position-rows.ts). */
function positionCells(json: PositionJson): Cells {
  const cells: Cells = new Map();
  const put = (row: string, amount: Money, compare: Money) => {
    cells.set(`${row}|amount`, amount);
    if (json.compare_as_of) cells.set(`${row}|compare`, compare);
  };
  for (const section of json.sections) {
    for (const line of section.lines) {
      const key = `${section.key}:${line.account_id ?? line.key ?? line.name}`;
      put(key, line.amount, line.compare_amount);
      if (line.current_year_change !== undefined) put(`${key}:change`, line.current_year_change, line.compare_current_year_change ?? null);
      for (const account of line.ledger_accounts ?? []) put(`${key}:account:${account.account_id}`, account.amount, account.compare_amount);
      if (line.not_closed !== undefined) put(`${key}:not-closed`, line.not_closed, line.compare_not_closed ?? null);
    }
    put(`${section.key}:total`, section.total, section.compare_total);
  }
  put('total-liabilities-and-net-assets', json.total_liabilities_and_net_assets, json.compare_total_liabilities_and_net_assets);
  return cells;
}

test('the Statement of Financial Position shows the demo organization\'s figures, equal to its RPC, as of a chosen date and beside the previous year end', async ({ page, demo }) => {
  test.slow();
  const today = demoToday();
  const position = async (asOf: string, compareAsOf: string | null) => positionCells(await rpc(demo.client, 'report_statement_of_financial_position', {
    p_organization_id: demo.organizationId, p_as_of: asOf, ...(compareAsOf ? { p_compare_as_of: compareAsOf } : {}),
  }) as unknown as PositionJson);
  await page.goto(`/app/reports/position?asOf=${today}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of Financial Position' })).toBeVisible();
  const current = await position(today, null);
  await expectScreenEquals(page, current);

  const lastYearEnd = `${Number(today.slice(0, 4)) - 1}-12-31`;
  const asOf = page.getByLabel('As of');
  await asOf.fill(lastYearEnd);
  await asOf.press('Enter');
  await expect(page).toHaveURL(new RegExp(`asOf=${lastYearEnd}`));
  const yearEnd = await position(lastYearEnd, null);
  expect(signature(yearEnd)).not.toBe(signature(current));
  await expectScreenEquals(page, yearEnd);

  await chooseOption(page, 'Compare with', 'End of the previous fiscal year');
  await expect(page).toHaveURL(/compare=prior-year-end/);
  await expectScreenEquals(page, await position(lastYearEnd, yearBefore(lastYearEnd)));

  await expectExportsCarryTotals(page);
  await drillToDocument(page);
});

interface LedgerJson {
  accounts: { account_id: string; opening: Money; debit: Money; credit: Money; closing: Money }[];
  totals: { opening: Money; debit: Money; credit: Money; closing: Money; net: Money };
}

test('the General Ledger shows the demo organization\'s balances, equal to its RPC, through the period picker, and a line opens its document', async ({ page, demo }) => {
  test.slow();
  const ledger = async (period: Period): Promise<Cells> => {
    const json = await rpc(demo.client, 'report_ledger_lines', { p_organization_id: demo.organizationId, p_from: period.from, p_to: period.to, p_limit: 50, p_offset: 0 }) as unknown as LedgerJson;
    const cells: Cells = new Map();
    for (const account of json.accounts) {
      for (const key of ['opening', 'debit', 'credit', 'closing'] as const) cells.set(`${account.account_id}|${key}`, account[key]);
    }
    if (json.accounts.length !== 1) for (const key of ['opening', 'debit', 'credit', 'closing'] as const) cells.set(`total|${key}`, json.totals[key]);
    return cells;
  };
  const today = demoToday();
  const yearToDate = { from: `${today.slice(0, 4)}-01-01`, to: today };
  await page.goto(`/app/reports/general-ledger?from=${yearToDate.from}&to=${yearToDate.to}`);
  await expect(page.getByRole('heading', { level: 1, name: 'General Ledger' })).toBeVisible();
  const current = await ledger(yearToDate);
  await expectScreenEquals(page, current);
  const lastYear = await pickLastFiscalYear(page);
  const previous = await ledger(lastYear);
  expect(signature(previous)).not.toBe(signature(current));
  await expectScreenEquals(page, previous);
  const document = page.getByRole('link', { name: /^Open the / }).and(page.locator(':not([href*="/journal-entries/"])')).first();
  await document.click();
  await expect(page).not.toHaveURL(/\/app\/reports\//);
});

test('the General Ledger opened from the menu shows last year\'s closing entries, and the switch hides them', async ({ page, demo }) => {
  const ledger = async (period: Period, closing: boolean): Promise<Cells> => {
    const json = await rpc(demo.client, 'report_ledger_lines', {
      p_organization_id: demo.organizationId, p_from: period.from, p_to: period.to, p_limit: 50, p_offset: 0, p_closing_entries: closing,
    }) as unknown as LedgerJson;
    const cells: Cells = new Map();
    for (const account of json.accounts) {
      for (const key of ['opening', 'debit', 'credit', 'closing'] as const) cells.set(`${account.account_id}|${key}`, account[key]);
    }
    for (const key of ['opening', 'debit', 'credit', 'closing'] as const) cells.set(`total|${key}`, json.totals[key]);
    return cells;
  };
  await page.goto('/app/reports/general-ledger');
  const closingSwitch = page.getByRole('switch', { name: 'Show year-end closing entries' });
  await expect(closingSwitch).toBeChecked();
  const lastYear = await pickLastFiscalYear(page);
  await expect(page).toHaveURL(/closing=1/);
  const withClose = await ledger(lastYear, true);
  const without = await ledger(lastYear, false);
  expect(signature(withClose)).not.toBe(signature(without));
  await expectScreenEquals(page, withClose);
  await closingSwitch.click();
  await expect(page).toHaveURL(/closing=0/);
  await expectScreenEquals(page, without);
});

interface ValuationJson { items_value: Money; ledger_value: Money; difference: Money; total_value: Money }

test('the Inventory Valuation shows the demo organization\'s stock and ledger values, equal to its RPC, as of today and a year end', async ({ page, demo }) => {
  test.slow();
  const valuation = async (asOf: string) => await rpc(demo.client, 'inventory_valuation', { p_organization_id: demo.organizationId, p_as_of: asOf, p_search: null, p_limit: 50, p_offset: 0 }) as unknown as ValuationJson;
  const expectFigures = async (json: ValuationJson) => {
    for (const [testId, value] of [['valuation-items-value', json.items_value], ['valuation-ledger-value', json.ledger_value], ['valuation-difference', json.difference]] as const) {
      // The statistic's text is its title ("Ledger: 1300 Inventory") and then its amount.
      const amount = async () => cents(((await page.getByTestId(testId).textContent()) ?? '').match(/-?\$[\d,]+\.\d{2}/g)?.pop() ?? '');
      await expect.poll(amount, { message: testId }).toBe(Math.round(Number(value) * 100));
    }
  };
  const today = demoToday();
  await page.goto(`/app/reports/inventory?asOf=${today}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Valuation' })).toBeVisible();
  const now = await valuation(today);
  expect(Number(now.items_value)).toBeGreaterThan(0);
  await expectFigures(now);
  const lastYearEnd = `${Number(today.slice(0, 4)) - 1}-12-31`;
  // Presets first; a custom day shows the calendar field (loaded then), which takes a typed date.
  await page.getByRole('combobox', { name: 'As of', exact: true }).click();
  await animationsSettled(page);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Custom date"]').click();
  const asOf = page.getByRole('textbox', { name: 'As of: date' });
  await asOf.fill(lastYearEnd);
  await asOf.press('Enter');
  await expect(page).toHaveURL(new RegExp(`asOf=${lastYearEnd}`));
  const then = await valuation(lastYearEnd);
  expect(then.items_value).not.toBe(now.items_value);
  await expectFigures(then);
});

interface BudgetVsActualJson {
  budgets: unknown[];
  rows: { account_id: string; budget: Money; actual: Money }[];
  totals: Record<string, { budget: Money; actual: Money }>;
}

test('Budget vs. Actuals shows the demo organization\'s approved budget and actuals, equal to its RPC, through the period picker', async ({ page, demo }) => {
  test.slow();
  const report = async (period: Period): Promise<Cells> => {
    const json = await rpc(demo.client, 'budget_vs_actual_report', { p_organization_id: demo.organizationId, p_from: period.from, p_to: period.to }) as unknown as BudgetVsActualJson;
    expect(json.budgets.length, 'the demo has an approved budget for the period').toBeGreaterThan(0);
    const cells: Cells = new Map();
    // Budget and actual; the variance cell adds an arrow and words to the same SQL figure.
    for (const row of json.rows) for (const key of ['budget', 'actual'] as const) cells.set(`${row.account_id}|${key}`, row[key]);
    for (const [category, total] of Object.entries(json.totals)) {
      for (const key of ['budget', 'actual'] as const) cells.set(`${category === 'Net' ? 'net' : `total-${category}`}|${key}`, total[key]);
    }
    return cells;
  };
  const table = '[data-testid="variance-table"] table';
  const today = demoToday();
  const yearToDate = { from: `${today.slice(0, 4)}-01-01`, to: today };
  await page.goto(`/app/reports/budget-vs-actuals?from=${yearToDate.from}&to=${yearToDate.to}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Budget vs. Actuals' })).toBeVisible();
  const current = await report(yearToDate);
  await expectScreenEquals(page, current, table);
  const lastYear = await pickLastFiscalYear(page);
  const previous = await report(lastYear);
  expect(signature(previous)).not.toBe(signature(current));
  await expectScreenEquals(page, previous, table);
  // An actual opens its ledger lines, and a line its document.
  await page.locator('tr[data-row-kind="account"] td[data-column="actual"] a').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'General Ledger' })).toBeVisible();
  await page.getByRole('link', { name: /^Open the / }).and(page.locator(':not([href*="/journal-entries/"])')).first().click();
  await expect(page).not.toHaveURL(/\/app\/reports\//);
});
