// The shapes the budget RPCs return (supabase/migrations/20261125013100_budget_versions.sql), read
// with zod/mini rather than trusted (a few KiB, not zod: the budget vs. actuals report's cold load
// carries no form library, issue 21 point 2): money stays a numeric string (or the number PostgREST sends).
import * as z from 'zod/mini';
import { BUDGET_STATUSES } from './budget-summary';

const money = z.pipe(z.union([z.string(), z.number()]), z.transform((value) => String(value)));

export const budgetGridSchema = z.object({
  budget: z.object({
    id: z.string(),
    name: z.string(),
    fiscal_year: z.number(),
    fiscal_year_label: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    status: z.enum(BUDGET_STATUSES),
    version: z.number(),
    notes: z.nullable(z.string()),
    fund_id: z.nullable(z.string()),
    fund_name: z.nullable(z.string()),
    project_id: z.nullable(z.string()),
    project_name: z.nullable(z.string()),
  }),
  months: z.array(z.string()).check(z.length(12)),
  rows: z.array(z.object({
    account_id: z.string(),
    account_code: z.string(),
    account_name: z.string(),
    category: z.string(),
    months: z.array(money).check(z.length(12)),
    total: money,
    last_year: z.array(money).check(z.length(12)),
    last_year_total: money,
  })),
  totals: z.object({ revenue: money, expenses: money }),
});
export type BudgetGrid = z.infer<typeof budgetGridSchema>;
export type BudgetGridRow = BudgetGrid['rows'][number];

const varianceCell = z.object({
  budget: money,
  actual: money,
  variance: money,
  variance_percent: z.pipe(z.nullable(z.union([z.number(), z.string()])), z.transform((value) => (value === null ? null : Number(value)))),
});
export type VarianceCell = z.infer<typeof varianceCell>;

/** Cells 0-11 months, 12-15 quarters, 16 year to date, 17 the year. */
export const varianceGridSchema = z.object({
  budget_id: z.string(),
  as_of: z.string(),
  ytd_months: z.number(),
  months: z.array(z.string()).check(z.length(12)),
  rows: z.array(z.object({
    account_id: z.string(),
    account_code: z.string(),
    account_name: z.string(),
    category: z.string(),
    cells: z.array(varianceCell).check(z.length(18)),
  })),
  totals: z.record(z.string(), z.array(varianceCell).check(z.length(18))),
});
export type VarianceGrid = z.infer<typeof varianceGridSchema>;

export const budgetVsActualRowSchema = z.object({
  account_id: z.string(),
  account_code: z.string(),
  account_name: z.string(),
  category: z.string(),
  budget: money,
  actual: money,
  variance: money,
  variance_percent: z.pipe(z.nullable(z.union([z.number(), z.string()])), z.transform((value) => (value === null ? null : Number(value)))),
});
export type BudgetVsActualRow = z.infer<typeof budgetVsActualRowSchema>;

export const budgetVsActualReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  budgets: z.array(z.object({ id: z.string(), name: z.string(), fiscal_year: z.number() })),
  rows: z.array(budgetVsActualRowSchema),
  totals: z.record(z.string(), varianceCell),
});
export type BudgetVsActualReport = z.infer<typeof budgetVsActualReportSchema>;
