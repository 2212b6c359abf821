// The Budget vs. Actuals report's JSON (budget_vs_actual_report) and its plain reader: not zod, so the
// report's cold load carries no schema library. Money becomes a numeric string and
// the variance percent a number (or null), as the budget screens' zod shapes read them.
import { ReportReader } from '../../reports/data/report-json';
import type { VarianceCell } from './budget-types';

export interface BudgetVsActualRow extends VarianceCell {
  account_id: string;
  account_code: string;
  account_name: string;
  category: string;
}

export interface BudgetVsActualReport {
  from: string;
  to: string;
  budgets: Array<{ id: string; name: string; fiscal_year: number }>;
  rows: BudgetVsActualRow[];
  totals: Record<string, VarianceCell>;
}

function readCell(read: ReportReader, json: Record<string, unknown>): VarianceCell {
  const percent = json.variance_percent === null ? null : Number(read.money(json.variance_percent));
  return {
    budget: String(read.money(json.budget)),
    actual: String(read.money(json.actual)),
    variance: String(read.money(json.variance)),
    variance_percent: percent,
  };
}

/** budget_vs_actual_report's JSON, checked field by field. */
export function readBudgetVsActualReport(value: unknown): BudgetVsActualReport {
  const read = new ReportReader('budget vs. actuals report');
  const json = read.record(value);
  const totals: Record<string, VarianceCell> = {};
  for (const [key, cell] of Object.entries(read.record(json.totals))) totals[key] = readCell(read, read.record(cell));
  return {
    from: read.text(json.from),
    to: read.text(json.to),
    budgets: read.array(json.budgets).map((item) => {
      const budget = read.record(item);
      return { id: read.text(budget.id), name: read.text(budget.name), fiscal_year: read.number(budget.fiscal_year) };
    }),
    rows: read.array(json.rows).map((item) => {
      const row = read.record(item);
      return {
        account_id: read.text(row.account_id),
        account_code: read.text(row.account_code),
        account_name: read.text(row.account_name),
        category: read.text(row.category),
        ...readCell(read, row),
      };
    }),
    totals,
  };
}
