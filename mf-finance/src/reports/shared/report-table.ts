// The display table the report-table RPCs return (report_trial_balance, report_cash_flows,
// report_fund_balances, report_program_expenses and report_taxes' Form 990 parts: json, because the
// cells are keyed by the columns; columns, rows with their values and a drill-down slice per cell,
// built by private.report_slice in supabase/schemas/reports/functions/)
// turned into the statements' display rows: the same table, print view and exports, and each
// money cell linked to the General Ledger lines behind it. Nothing is computed here. Read with plain
// checks (report-json.ts), not zod: a report's cold load carries no schema library.
import { ledgerLink } from '../general-ledger/ledger-slice';
import type { LedgerSlice } from '../general-ledger/ledger-slice';
import { ReportReader, isRecord } from '../data/report-json';
import type { StatementColumn, StatementRow } from './statement-rows';

const FUNCTIONS = ['program', 'management_general', 'fundraising'] as const;
const RESTRICTIONS = ['without_donor_restrictions', 'with_donor_restrictions'] as const;
const KINDS = ['heading', 'line', 'subtotal', 'total'] as const;

/** The slice of the ledger behind one money cell (the General Ledger's filters). */
export interface ReportSliceJson {
  accounts?: string[];
  categories?: string[];
  from?: string;
  to: string;
  fund?: string;
  project?: string;
  function?: (typeof FUNCTIONS)[number];
  restriction?: (typeof RESTRICTIONS)[number];
  noProject?: boolean;
  sign?: 'debit' | 'credit';
  /** The year-end closing entries count (the post-closing trial balance's cells). */
  closing?: boolean;
}

export interface ReportTableRow {
  key: string;
  label: string;
  kind: (typeof KINDS)[number];
  indent: number;
  values: Record<string, number | string | null>;
  drill?: Record<string, ReportSliceJson | null> | null;
}

export interface ReportTable {
  columns: Array<{ key: string; title: string }>;
  rows: ReportTableRow[];
}

function readSlice(read: ReportReader, value: unknown): ReportSliceJson {
  const json = read.record(value);
  const slice: ReportSliceJson = { to: read.text(json.to) };
  if (json.accounts !== undefined) slice.accounts = read.textArray(json.accounts);
  if (json.categories !== undefined) slice.categories = read.textArray(json.categories);
  if (json.from !== undefined) slice.from = read.text(json.from);
  if (json.fund !== undefined) slice.fund = read.text(json.fund);
  if (json.project !== undefined) slice.project = read.text(json.project);
  if (json.function !== undefined) slice.function = read.oneOf(json.function, FUNCTIONS);
  if (json.restriction !== undefined) slice.restriction = read.oneOf(json.restriction, RESTRICTIONS);
  if (json.noProject !== undefined) slice.noProject = read.boolean(json.noProject);
  if (json.sign !== undefined) slice.sign = read.oneOf(json.sign, ['debit', 'credit'] as const);
  if (json.closing !== undefined) slice.closing = read.boolean(json.closing);
  return slice;
}

function readRow(read: ReportReader, value: unknown): ReportTableRow {
  const json = read.record(value);
  const values: Record<string, number | string | null> = {};
  for (const [key, cell] of Object.entries(read.record(json.values))) values[key] = read.nullableMoney(cell);
  const row: ReportTableRow = { key: read.text(json.key), label: read.text(json.label), kind: read.oneOf(json.kind, KINDS), indent: read.number(json.indent), values };
  if (json.drill === null) row.drill = null;
  else if (json.drill !== undefined) {
    const drill: Record<string, ReportSliceJson | null> = {};
    for (const [key, slice] of Object.entries(read.record(json.drill))) drill[key] = slice === null ? null : readSlice(read, slice);
    row.drill = drill;
  }
  return row;
}

/** The display table of a report's JSON (rows null: an empty report). */
export function readReportTable(value: unknown, what = 'report'): ReportTable {
  const read = new ReportReader(what);
  const json = read.record(value);
  return {
    columns: read.array(json.columns).map((column) => {
      const item = read.record(column);
      return { key: read.text(item.key), title: read.text(item.title) };
    }),
    rows: json.rows === null ? [] : read.array(json.rows).map((row) => readRow(read, row)),
  };
}

/** A report RPC's json: the display table, and the whole json for the figures a report adds. */
export function parseReportTable(data: unknown): ReportTable & { extra: Record<string, unknown> } {
  return { ...readReportTable(data), extra: isRecord(data) ? data : {} };
}

export function sliceFromJson(json: ReportSliceJson, label: string): LedgerSlice {
  return { ...json, from: json.from ?? null, label };
}

export function reportColumns(report: ReportTable): StatementColumn[] {
  return report.columns;
}

/** The display rows, each money cell linked to its slice of the ledger. */
export function reportRows(report: ReportTable): StatementRow[] {
  const titles = new Map(report.columns.map((column) => [column.key, column.title]));
  return report.rows.map((row) => {
    const links: Partial<Record<string, string>> = {};
    for (const [key, slice] of Object.entries(row.drill ?? {})) {
      if (slice) links[key] = ledgerLink(sliceFromJson(slice, `${row.label}, ${titles.get(key) ?? key}`));
    }
    return { key: row.key, label: row.label, kind: row.kind, indent: row.indent, values: row.values, links };
  });
}
