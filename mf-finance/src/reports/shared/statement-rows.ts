// A statement as display rows: headings, account lines, section totals and grand totals, each with
// its money cells by column key. The screen's table, the print view and the exports all read these
// rows, so the files carry exactly the screen's figures (all of them from SQL).
import { formatMoney } from '@missionbase/ui';
import type { ExportColumn } from '@missionbase/ui/export';
import type { Money } from '../data/statement-types';

export type StatementRowKind = 'heading' | 'line' | 'subtotal' | 'total';

/** How a cell reads: money ('$1,234.50', the default), a count ('12') or a ratio ('45.0%'). */
export type CellFormat = 'money' | 'count' | 'percent';

export interface StatementRow {
  key: string;
  label: string;
  kind: StatementRowKind;
  /** 0 for headings and grand totals, 1 for lines and section totals, 2 for details of a line. */
  indent: number;
  values: Partial<Record<string, Money | null>>;
  /** The General Ledger link behind a money cell, by column key: the lines whose net is the cell. */
  links?: Partial<Record<string, string>>;
  /** Overrides the columns' format for this row (a summary's counts and ratios). */
  format?: CellFormat;
}

export interface StatementColumn {
  key: string;
  title: string;
  format?: CellFormat;
}

/** A cell's text in its row's or column's format. */
export function formatCell(value: Money | null | undefined, format: CellFormat): string {
  if (value === null || value === undefined) return '';
  if (format === 'count') return Number(value).toLocaleString('en-US');
  if (format === 'percent') return `${(Number(value) * 100).toFixed(1)}%`;
  return formatMoney(value);
}

/** Export columns: the label, then the money columns; headings export with empty money cells. */
export function exportColumns(columns: readonly StatementColumn[]): ExportColumn<StatementRow>[] {
  return [
    { key: 'label', title: 'Line', value: (row) => `${'  '.repeat(row.indent)}${row.label}` },
    ...columns.map((column) => ({
      key: column.key,
      title: column.title,
      money: (column.format ?? 'money') === 'money',
      value: (row: StatementRow) => {
        const value = row.values[column.key];
        if (value === null || value === undefined) return null;
        const format = row.format ?? column.format ?? 'money';
        // A ratio in a money column is written as the screen shows it.
        return format === 'percent' ? formatCell(value, format) : Number(value);
      },
    })),
  ];
}

/** The day a year before `day` (29 February becomes 28 February). */
export function sameDayLastYear(day: string): string {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  return `${year - 1}-${String(month).padStart(2, '0')}-${String(Math.min(dayOfMonth, lastDay)).padStart(2, '0')}`;
}

/** The period of the same length that ends the day before `from`. */
export function priorPeriod(from: string, to: string): { from: string; to: string } {
  const day = 86_400_000;
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const priorTo = new Date(start - day);
  const priorFrom = new Date(start - day - (end - start));
  return { from: priorFrom.toISOString().slice(0, 10), to: priorTo.toISOString().slice(0, 10) };
}

/** Whether a string is a calendar date yyyy-mm-dd. */
export function isIsoDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}
