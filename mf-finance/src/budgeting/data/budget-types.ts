// The budget screens' answers as their RPCs declare them (supabase/schemas/budgets/functions/): the
// grid (get_budget_grid) and the variance grid (budget_vs_actual_grid). Every attribute of a declared
// answer may be null; the screens say what a null means where they show it. The variance grid's
// totals stay json keyed by category (Revenue, Expenses, Net), read here.
import type { CompositeTypes, Json } from '@missionbase/session';
import { ReportReader } from '../../reports/data/report-json';

/** The budget a grid belongs to, with its scope's names and its fiscal year in words. */
export type BudgetGridBudget = CompositeTypes<'budget_grid_budget'>;
/** An account of the grid: its twelve amounts (text) and last year's actuals beside them. */
export type BudgetGridRow = CompositeTypes<'budget_grid_row'>;

/** A budget's grid as the screens read it: the budget asked for, its twelve months and its rows. */
export interface BudgetGrid {
  budgetId: string;
  budget: BudgetGridBudget;
  months: string[];
  rows: BudgetGridRow[];
}

/** A period's budget and actual as the variance tables show them: money as text, the percent a number (null at a zero budget). */
export interface VarianceCell {
  budget: string;
  actual: string;
  variance: string;
  variance_percent: number | null;
}

/** A declared cell of the variance grid; a missing amount is 0. */
export function varianceCellOf(cell: CompositeTypes<'budget_variance_cell'>): VarianceCell {
  return { budget: cell.budget ?? '0', actual: cell.actual ?? '0', variance: cell.variance ?? '0', variance_percent: cell.variance_percent };
}

/** One cell of a json totals object: money (a number or text) as text, the percent a number or null. */
export function readVarianceCell(read: ReportReader, value: unknown): VarianceCell {
  const cell = read.record(value);
  return {
    budget: String(read.money(cell.budget)),
    actual: String(read.money(cell.actual)),
    variance: String(read.money(cell.variance)),
    variance_percent: cell.variance_percent === null ? null : Number(read.money(cell.variance_percent)),
  };
}

/** An account of the variance grid with its 18 cells (0-11 months, 12-15 quarters, 16 year to date, 17 the year). */
export interface VarianceGridRow {
  account_id: string;
  account_code: string;
  account_name: string;
  category: string;
  cells: VarianceCell[];
}

/** budget_vs_actual_grid's answer as the variance tab reads it. */
export interface VarianceGrid {
  as_of: string;
  months: string[];
  rows: VarianceGridRow[];
  totals: Record<string, VarianceCell[]>;
}

/** The variance grid's json totals: per category its 18 cells. */
export function readVarianceGridTotals(value: Json | null): Record<string, VarianceCell[]> {
  const read = new ReportReader('budget vs. actual');
  const totals: Record<string, VarianceCell[]> = {};
  for (const [key, cells] of Object.entries(read.record(value))) totals[key] = read.array(cells).map((cell) => readVarianceCell(read, cell));
  return totals;
}

/** The declared variance grid: a missing list is empty, a missing name or code empty text. */
export function varianceGridOf(grid: CompositeTypes<'budget_variance_grid'>): VarianceGrid {
  return {
    as_of: grid.as_of ?? '',
    months: grid.months ?? [],
    rows: (grid.rows ?? []).map((row) => ({
      account_id: row.account_id ?? '',
      account_code: row.account_code ?? '',
      account_name: row.account_name ?? '',
      category: row.category ?? '',
      cells: (row.cells ?? []).map(varianceCellOf),
    })),
    totals: readVarianceGridTotals(grid.totals),
  };
}
