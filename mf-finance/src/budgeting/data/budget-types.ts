// The shapes the budget RPCs return (supabase/schemas/budgets/functions/), read
// with zod rather than trusted: money stays a numeric string (or the number PostgREST sends).
import { z } from 'zod';
import { BUDGET_STATUSES } from './budget-summary';

const money = z.union([z.string(), z.number()]).transform((value) => String(value));

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
    notes: z.string().nullable(),
    fund_id: z.string().nullable(),
    fund_name: z.string().nullable(),
    project_id: z.string().nullable(),
    project_name: z.string().nullable(),
  }),
  months: z.array(z.string()).length(12),
  rows: z.array(z.object({
    account_id: z.string(),
    account_code: z.string(),
    account_name: z.string(),
    category: z.string(),
    months: z.array(money).length(12),
    total: money,
    last_year: z.array(money).length(12),
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
  variance_percent: z.union([z.number(), z.string()]).nullable().transform((value) => (value === null ? null : Number(value))),
});
export type VarianceCell = z.infer<typeof varianceCell>;

/** Cells 0-11 months, 12-15 quarters, 16 year to date, 17 the year. */
export const varianceGridSchema = z.object({
  budget_id: z.string(),
  as_of: z.string(),
  ytd_months: z.number(),
  months: z.array(z.string()).length(12),
  rows: z.array(z.object({
    account_id: z.string(),
    account_code: z.string(),
    account_name: z.string(),
    category: z.string(),
    cells: z.array(varianceCell).length(18),
  })),
  totals: z.record(z.string(), z.array(varianceCell).length(18)),
});
export type VarianceGrid = z.infer<typeof varianceGridSchema>;
