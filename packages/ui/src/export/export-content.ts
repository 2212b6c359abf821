// What every exported file holds, independent of its format: the header lines (organization,
// title, period, generation time), the column titles, the rows' cells and the totals row. Money
// cells are exact cents turned into numbers or decimal text here; nothing is summed.
import { centsToDecimalString, formatMoney, moneyToCents } from '@missionbase/domain/money';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

export interface ExportColumn<Row = unknown> {
  key: string;
  title: string;
  money?: boolean;
  /** The cell's plain value; defaults to `row[key]`. */
  value?: (row: Row) => string | number | boolean | null | undefined;
}

export interface ExportTableInput<Row = unknown> {
  /** File name without extension; a date and the extension are added (only the extension when namedForPeriod). */
  fileName: string;
  /** The file name already names the period the file covers (a report's, reportFileName): no generation date. */
  namedForPeriod?: boolean;
  title: string;
  organizationName: string;
  /** The period in words, e.g. 'FY 2026' or 'Jan 1, 2026 – Mar 31, 2026' (periodLabel). */
  period: string;
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
  /** Totals by column key from the database (money as numeric strings). */
  totals?: Partial<Record<string, string | number | null>> | null;
  totalsLabel?: string;
  /** Defaults to now. */
  generatedAt?: Date;
  /** Extra header lines, e.g. the filters applied ('Type: Expense'). */
  notes?: readonly string[];
}

/** A cell as exported: text, a money amount in cents, a plain number, or empty. */
export type ExportCell = { kind: 'text'; text: string } | { kind: 'money'; cents: number } | { kind: 'number'; value: number } | { kind: 'empty' };

export interface ExportContent {
  headerLines: { label: string; value: string }[];
  columns: { title: string; money: boolean }[];
  rows: ExportCell[][];
  totals: ExportCell[] | null;
}

/** 'Nov 24, 2026, 8:30 AM UTC' in the user's time zone (the same instant in every format). */
export function formatGeneratedAt(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date);
}

function readField(row: unknown, key: string): unknown {
  return typeof row === 'object' && row !== null ? Reflect.get(row, key) : undefined;
}

function toCell(value: unknown, money: boolean): ExportCell {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (money && (typeof value === 'string' || typeof value === 'number')) {
    const cents = moneyToCents(value);
    return cents === null ? { kind: 'text', text: String(value) } : { kind: 'money', cents };
  }
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'text', text: value ? 'Yes' : 'No' };
  return { kind: 'text', text: typeof value === 'string' ? value : JSON.stringify(value) };
}

export function exportContent<Row>(input: ExportTableInput<Row>): ExportContent {
  const generatedAt = input.generatedAt ?? new Date();
  const headerLines = [
    { label: 'Organization', value: input.organizationName },
    { label: 'Report', value: input.title },
    { label: 'Period', value: input.period },
    { label: 'Generated', value: formatGeneratedAt(generatedAt) },
    ...(input.notes ?? []).map((note) => ({ label: 'Filter', value: note })),
  ];
  const rows = input.rows.map((row) => input.columns.map((column) => toCell(column.value ? column.value(row) : readField(row, column.key), column.money === true)));
  const totalsGiven = input.totals != null && input.columns.some((column) => input.totals?.[column.key] != null);
  const totals = totalsGiven
    ? input.columns.map((column, index): ExportCell => {
        const value = input.totals?.[column.key];
        if (value !== null && value !== undefined) return toCell(value, column.money === true);
        return index === 0 ? { kind: 'text', text: input.totalsLabel ?? 'Total' } : { kind: 'empty' };
      })
    : null;
  return { headerLines, columns: input.columns.map((column) => ({ title: column.title, money: column.money === true })), rows, totals };
}

/** A cell as text for CSV: money as exact decimal text ('1234.50'), so spreadsheets read a number. */
export function cellAsPlainText(cell: ExportCell): string {
  switch (cell.kind) {
    case 'text':
      return cell.text;
    case 'money':
      return centsToDecimalString(cell.cents);
    case 'number':
      return String(cell.value);
    case 'empty':
      return '';
  }
}

/** A cell as people read it (PDF): money as '$1,234.50'. */
export function cellAsDisplayText(cell: ExportCell): string {
  return cell.kind === 'money' ? formatMoney(centsToDecimalString(cell.cents)) : cellAsPlainText(cell);
}

/** 'transactions' -> 'transactions-2026-11-24.csv' (the generation day, in the user's calendar). */
export function exportFileName(base: string, format: ExportFormat, generatedAt: Date, namedForPeriod = false): string {
  const safe = base.trim().replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  if (namedForPeriod) return `${safe}.${format}`;
  const day = `${generatedAt.getFullYear()}-${String(generatedAt.getMonth() + 1).padStart(2, '0')}-${String(generatedAt.getDate()).padStart(2, '0')}`;
  return `${safe}-${day}.${format}`;
}
