// The budget grid as a file: the same columns for export and import, CSV or XLSX:
// Account code, Account name, one column per fiscal month (e.g. 'Jan 2026'), Total. Reading checks
// the whole file before anything is saved and refuses it with a sentence naming the row (as the
// spreadsheet numbers it), the account and the month.
import { centsToDecimalString, formatMoney } from '@missionbase/domain/money';
import { gridCents } from './spread';

export const CODE_COLUMN = 'Account code';
export const NAME_COLUMN = 'Account name';
export const TOTAL_COLUMN = 'Total';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Jan 2026' for '2026-01-01'. */
export function monthTitle(monthStart: string): string {
  const [year, month] = monthStart.split('-');
  return `${MONTH_NAMES[Number(month) - 1] ?? month} ${year}`;
}

/** The column titles of a budget's grid file, in order. */
export function gridFileColumns(months: readonly string[]): string[] {
  return [CODE_COLUMN, NAME_COLUMN, ...months.map(monthTitle), TOTAL_COLUMN];
}

export interface GridFileAccount {
  id: string;
  code: string;
  name: string;
  category: string;
}

export interface GridFileLine {
  account_id: string;
  months: string[];
}

export type GridFileResult = { ok: true; lines: GridFileLine[] } | { ok: false; message: string };

function refuse(message: string): GridFileResult {
  return { ok: false, message };
}

function same(a: string | undefined, b: string): boolean {
  return (a ?? '').trim().toLowerCase() === b.toLowerCase();
}

/**
 * Reads the cells of a grid file (rows of text, as the CSV or the workbook's first sheet holds them):
 * finds the header row (first cell 'Account code': the kit's exports put the organization and period
 * lines above it), checks the columns are this budget's, then every row; stops at the totals row.
 */
export function parseGridFile(cells: readonly (readonly string[])[], months: readonly string[], accounts: readonly GridFileAccount[]): GridFileResult {
  const expected = gridFileColumns(months);
  const headerIndex = cells.findIndex((row) => same(row[0], CODE_COLUMN));
  if (headerIndex < 0) {
    return refuse(`This file has no header row starting with "${CODE_COLUMN}". Export the grid to see the columns a budget file needs.`);
  }
  const header = cells[headerIndex] ?? [];
  for (const [index, title] of expected.entries()) {
    if (!same(header[index], title)) {
      return refuse(`Column ${index + 1} should be "${title}" but the file has "${(header[index] ?? '').trim() || 'nothing'}". The columns must be ${expected.slice(0, 3).join(', ')} … ${TOTAL_COLUMN}, with this budget's months.`);
    }
  }
  const byCode = new Map(accounts.map((account) => [account.code.trim().toLowerCase(), account]));
  const seen = new Set<string>();
  const lines: GridFileLine[] = [];
  for (let index = headerIndex + 1; index < cells.length; index += 1) {
    const row = cells[index] ?? [];
    const rowNumber = index + 1;
    if (row.every((cell) => cell.trim() === '')) continue;
    const code = (row[0] ?? '').trim();
    if (same(code, TOTAL_COLUMN)) break;
    if (code === '') return refuse(`Row ${rowNumber}: the account code is empty.`);
    const account = byCode.get(code.toLowerCase());
    if (!account) return refuse(`Row ${rowNumber}: there is no account with code ${code} in the chart of accounts.`);
    if (account.category !== 'Revenue' && account.category !== 'Expenses') {
      return refuse(`Row ${rowNumber}: ${account.code} ${account.name} is not a revenue or expense account; a budget plans revenue and expenses only.`);
    }
    if (seen.has(account.id)) return refuse(`Row ${rowNumber}: ${account.code} ${account.name} appears twice.`);
    seen.add(account.id);
    const monthCents: number[] = [];
    for (const [monthIndex, month] of months.entries()) {
      const text = row[2 + monthIndex] ?? '';
      const cents = gridCents(text);
      if (cents === null) return refuse(`Row ${rowNumber} (${account.code} ${account.name}), ${monthTitle(month)}: "${text.trim()}" is not an amount in dollars and cents.`);
      monthCents.push(cents);
    }
    const sum = monthCents.reduce((total, value) => total + value, 0);
    const totalText = row[2 + months.length] ?? '';
    if (totalText.trim() !== '') {
      const total = gridCents(totalText);
      if (total === null) return refuse(`Row ${rowNumber} (${account.code} ${account.name}): the total "${totalText.trim()}" is not an amount.`);
      if (total !== sum) {
        return refuse(`Row ${rowNumber} (${account.code} ${account.name}): the total ${formatMoney(centsToDecimalString(total))} is not the sum of the months (${formatMoney(centsToDecimalString(sum))}).`);
      }
    }
    lines.push({ account_id: account.id, months: monthCents.map(centsToDecimalString) });
  }
  if (lines.length === 0) return refuse('This file has no account rows under the header.');
  return { ok: true, lines };
}
