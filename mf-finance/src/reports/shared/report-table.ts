// The display table every report RPC of issue 15 returns (columns, rows with their values and a
// drill-down slice per cell; see supabase/migrations/20261125015300_trial_balance_funds_functions.sql)
// turned into the statements' display rows: the same table, print view and exports, and each
// money cell linked to the General Ledger lines behind it. Nothing is computed here. Read with
// zod/mini (a few KiB), not zod: a report's cold load carries no form library (issue 21 point 2).
import * as z from 'zod/mini';
import { ledgerLink } from '../general-ledger/ledger-slice';
import type { LedgerSlice } from '../general-ledger/ledger-slice';
import type { StatementColumn, StatementRow } from './statement-rows';

const money = z.union([z.number(), z.string()]);

const sliceSchema = z.object({
  accounts: z.optional(z.array(z.string())),
  categories: z.optional(z.array(z.string())),
  from: z.optional(z.string()),
  to: z.string(),
  fund: z.optional(z.string()),
  project: z.optional(z.string()),
  function: z.optional(z.enum(['program', 'management_general', 'fundraising'])),
  restriction: z.optional(z.enum(['without_donor_restrictions', 'with_donor_restrictions'])),
  noProject: z.optional(z.boolean()),
  sign: z.optional(z.enum(['debit', 'credit'])),
});

export const reportTableSchema = z.object({
  columns: z.array(z.object({ key: z.string(), title: z.string() })),
  rows: z.pipe(z.nullable(z.array(z.object({
    key: z.string(),
    label: z.string(),
    kind: z.enum(['heading', 'line', 'subtotal', 'total']),
    indent: z.number(),
    values: z.record(z.string(), z.nullable(money)),
    drill: z.optional(z.nullable(z.record(z.string(), z.nullable(sliceSchema)))),
  }))), z.transform((rows) => rows ?? [])),
});

export type ReportTable = z.infer<typeof reportTableSchema>;

/** A report RPC's json: the display table, and the whole json for the figures a report adds. */
export function parseReportTable(data: unknown): ReportTable & { extra: Record<string, unknown> } {
  const extra = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return { ...reportTableSchema.parse(data), extra };
}
export type ReportSliceJson = z.infer<typeof sliceSchema>;

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
