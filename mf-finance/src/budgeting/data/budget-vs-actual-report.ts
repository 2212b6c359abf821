// The Budget vs. Actuals report (budget_vs_actual_report, a public.budget_report) as the screen shows
// it: money as text and the variance percent a number (or null at a zero budget), as the budgeting
// screens' cells. Its rows and budgets are declared; its totals stay json keyed by category
// (Revenue and Expenses when they have rows, and Net), read here. Not zod: the report's cold load
// carries no schema library.
import type { CompositeTypes } from '@missionbase/session';
import { ReportReader } from '../../reports/data/report-json';
import { readVarianceCell } from './budget-types';
import type { VarianceCell } from './budget-types';

export interface BudgetVsActualRow extends VarianceCell {
  account_id: string;
  account_code: string;
  account_name: string;
  category: string;
}

/** An approved budget the report reads. */
export type BudgetVsActualBudget = CompositeTypes<'budget_report_budget'>;

export interface BudgetVsActualReport {
  from: string;
  to: string;
  budgets: BudgetVsActualBudget[];
  rows: BudgetVsActualRow[];
  totals: Record<string, VarianceCell>;
}

/** A declared amount as text; a missing one is 0. */
function moneyText(value: number | null): string {
  return String(value ?? 0);
}

/** budget_vs_actual_report's answer: a missing list is empty, a missing name or code empty text. */
export function readBudgetVsActualReport(report: CompositeTypes<'budget_report'>): BudgetVsActualReport {
  const read = new ReportReader('budget vs. actuals report');
  const totals: Record<string, VarianceCell> = {};
  for (const [key, cell] of Object.entries(read.record(report.totals))) totals[key] = readVarianceCell(read, cell);
  return {
    from: report.from ?? '',
    to: report.to ?? '',
    budgets: report.budgets ?? [],
    rows: (report.rows ?? []).map((row) => ({
      account_id: row.account_id ?? '',
      account_code: row.account_code ?? '',
      account_name: row.account_name ?? '',
      category: row.category ?? '',
      budget: moneyText(row.budget),
      actual: moneyText(row.actual),
      variance: moneyText(row.variance),
      variance_percent: row.variance_percent,
    })),
    totals,
  };
}
