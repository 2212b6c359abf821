// Helpers of the demo organization's report specs: the figures a report screen shows, read from its
// statement tables (every row key x column), compared with the report RPC's json read through
// supabase-js as the demo user for the same period; the period picker and the comparison select
// driven like a user does; a drill-down to a document; the exports' totals.
import { expect, type Locator, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { csvRows, pdfText, xlsxRows, exportAs } from '../../finance/support/read-exports.ts';
import { cents } from './report-ledger.ts';

export type Money = number | string | null | undefined;
/** Expected cells: "rowKey|columnKey" -> the RPC's value. */
export type Cells = Map<string, Money>;

export interface Period {
  from: string;
  to: string;
}

/** Today in the demo organization's time zone (America/New_York, set by the seed). */
export function demoToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

export function yearBefore(day: string): string {
  return `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
}

export async function rpc(client: SupabaseClient, name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { data, error } = await client.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as Record<string, unknown>;
}

interface TableJson {
  columns: { key: string }[];
  rows: { key: string; values: Record<string, Money> }[] | null;
}

/** The cells of a report RPC's display table (the shared {columns, rows} shape). */
export function tableCells(json: unknown, into: Cells = new Map()): Cells {
  const table = json as TableJson;
  const keys = table.columns.map((column) => column.key);
  for (const row of table.rows ?? []) {
    for (const key of keys) into.set(`${row.key}|${key}`, row.values[key]);
  }
  return into;
}

/** Every statement table's money cells on the screen: "rowKey|column" -> text (first table wins). */
export async function screenCells(page: Page, tables = 'table.mb-statement'): Promise<Map<string, string>> {
  const pairs = await page.locator(tables).evaluateAll((tables) => {
    const out: [string, string][] = [];
    for (const table of tables) {
      for (const row of Array.from(table.querySelectorAll<HTMLElement>('tr[data-row-key]'))) {
        for (const cell of Array.from(row.querySelectorAll<HTMLElement>('td[data-column]'))) {
          out.push([`${row.dataset.rowKey ?? ''}|${cell.dataset.column ?? ''}`, (cell.textContent ?? '').trim()]);
        }
      }
    }
    return out;
  });
  const cells = new Map<string, string>();
  for (const [key, text] of pairs) if (!cells.has(key)) cells.set(key, text);
  return cells;
}

/** The cells where the screen differs from the RPC (empty when they agree). */
export function differences(expected: Cells, screen: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [key, value] of expected) {
    const text = screen.get(key);
    if (text === undefined) {
      out.push(`${key}: not on the screen (RPC ${String(value)})`);
    } else if (value === null || value === undefined) {
      if (text !== '') out.push(`${key}: screen ${text}, RPC empty`);
    } else if (text.endsWith('%')) {
      // A ratio reads as a percent with one decimal (donor retention).
      if (text !== `${(Number(value) * 100).toFixed(1)}%`) out.push(`${key}: screen ${text}, RPC ${String(value)}`);
    } else if (cents(text) !== Math.round(Number(value) * 100)) {
      out.push(`${key}: screen ${text}, RPC ${String(value)}`);
    }
  }
  return out;
}

/** Waits until the screen shows exactly the RPC's figures (a changed period reloads them). */
export async function expectScreenEquals(page: Page, expected: Cells, tables?: string): Promise<void> {
  expect(expected.size, 'the RPC returned no cells').toBeGreaterThan(0);
  await expect.poll(async () => differences(expected, await screenCells(page, tables)), { timeout: 20_000 }).toEqual([]);
}

/** The non-zero money amount of a cell set (so a test can say the period changed the figures). */
export function signature(expected: Cells): string {
  return [...expected.values()].map((value) => (value === null || value === undefined ? '' : String(Math.round(Number(value) * 100)))).join(',');
}

/** Chooses an option of a labelled select (antd) by the start of its title. */
export async function chooseOption(page: Page, label: string, titleStart: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title^="${titleStart}"]`).click();
}

/** The period picker: Last fiscal year; returns the period the URL now says. */
export async function pickLastFiscalYear(page: Page): Promise<Period> {
  await chooseOption(page, 'Period: period', 'Last fiscal year');
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  const url = new URL(page.url());
  return { from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' };
}

/**
 * The first linked amount other than $0.00 of the statement's account lines; only in `column`, and
 * only of the lines whose text matches `line`, when given.
 */
export function drillLink(page: Page, where: { column?: string; line?: RegExp } = {}): Locator {
  const lines = page.locator('table.mb-statement tr[data-row-kind="line"]');
  const rows = where.line ? lines.filter({ hasText: where.line }) : lines;
  const cells = rows.locator(where.column ? `td[data-column="${where.column}"]` : 'td[data-column]');
  return cells.locator('a.mb-drill').filter({ hasNotText: /^\$0\.00$/ }).first();
}

/**
 * A drill-down: a linked amount of an account line (the first, unless the report names one whose
 * lines come from documents) opens the General Ledger lines whose net is that amount, and one of
 * them opens its source document.
 */
export async function drillToDocument(page: Page, link: Locator = drillLink(page)): Promise<void> {
  const amount = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'General Ledger' })).toBeVisible();
  await expect(page.getByTestId('ledger-net')).toContainText(amount.replace(/^-/, ''));
  const document = page.getByRole('link', { name: /^Open the / }).and(page.locator(':not([href*="/journal-entries/"])')).first();
  await expect(document).toBeVisible();
  await document.click();
  await expect(page).not.toHaveURL(/\/app\/reports\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}


/** The first statement table's last total row (else its first row): its label and its cells' texts in column order. */
async function screenTotalRow(page: Page): Promise<{ label: string; cells: string[] }> {
  const table = page.locator('table.mb-statement').first();
  const totals = table.locator('tr[data-row-kind="total"]');
  const row = (await totals.count()) > 0 ? totals.last() : table.locator('tr[data-row-key]').first();
  const label = ((await row.locator('th').textContent()) ?? '').trim();
  const cells = (await row.locator('td[data-column]').allTextContents()).map((text) => text.trim());
  return { label, cells };
}

/** The three exports carry the first table's total row as the screen shows it. */
export async function expectExportsCarryTotals(page: Page): Promise<void> {
  const total = await screenTotalRow(page);
  expect(total.cells.some((text) => text !== '')).toBe(true);
  const expectRow = (row: unknown[] | undefined, format: string) => {
    expect(row, `${format}: no row "${total.label}"`).toBeDefined();
    total.cells.forEach((text, index) => {
      if (text === '' || text.endsWith('%')) return;
      expect(Math.round(Number(row?.[index + 1]) * 100), `${format} ${total.label} column ${index + 1}`).toBe(cents(text));
    });
  };
  const csv = await csvRows(await exportAs(page, 'CSV'));
  expectRow(csv.find((row) => row[0]?.trim() === total.label), 'CSV');
  const xlsx = await xlsxRows(await exportAs(page, 'Excel (XLSX)'));
  expectRow(xlsx.find((row) => String(row[0] ?? '').trim() === total.label), 'XLSX');
  const pdf = (await pdfText(await exportAs(page, 'PDF'))).replace(/\s+/g, '');
  for (const text of total.cells) if (text !== '') expect(pdf, `PDF: ${text}`).toContain(text.replace(/\s+/g, ''));
}
