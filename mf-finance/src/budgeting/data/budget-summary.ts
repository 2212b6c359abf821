// A budget as list_budgets returns it, and its reader: plain code, not zod, so the budgets list's
// cold load carries no schema library. Money stays a numeric string (or the
// number PostgREST sends, turned into one).
export const BUDGET_STATUSES = ['draft', 'approved', 'archived'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

export interface BudgetSummary {
  id: string;
  name: string;
  fiscal_year: number;
  fiscal_year_label: string;
  start_date: string;
  end_date: string;
  status: BudgetStatus;
  version: number;
  notes: string | null;
  fund_id: string | null;
  fund_name: string | null;
  project_id: string | null;
  project_name: string | null;
  revenue_total: string;
  expense_total: string;
  net_total: string;
  updated_at: string;
}

const TEXT = ['id', 'name', 'fiscal_year_label', 'start_date', 'end_date', 'updated_at'] as const;
const NULLABLE_TEXT = ['notes', 'fund_id', 'fund_name', 'project_id', 'project_name'] as const;
const NUMBERS = ['fiscal_year', 'version'] as const;
const MONEY = ['revenue_total', 'expense_total', 'net_total'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStatus(value: unknown): value is BudgetStatus {
  return (BUDGET_STATUSES as readonly unknown[]).includes(value);
}

function readSummary(value: unknown): BudgetSummary {
  if (
    !isRecord(value)
    || !isStatus(value.status)
    || TEXT.some((key) => typeof value[key] !== 'string')
    || NULLABLE_TEXT.some((key) => value[key] !== null && typeof value[key] !== 'string')
    || NUMBERS.some((key) => typeof value[key] !== 'number')
    || MONEY.some((key) => typeof value[key] !== 'string' && typeof value[key] !== 'number')
  ) {
    throw new Error('The budgets came back in an unexpected shape.');
  }
  const text = (key: (typeof TEXT)[number]) => String(value[key]);
  const nullable = (key: (typeof NULLABLE_TEXT)[number]) => (value[key] === null ? null : String(value[key]));
  return {
    id: text('id'),
    name: text('name'),
    fiscal_year: Number(value.fiscal_year),
    fiscal_year_label: text('fiscal_year_label'),
    start_date: text('start_date'),
    end_date: text('end_date'),
    status: value.status,
    version: Number(value.version),
    notes: nullable('notes'),
    fund_id: nullable('fund_id'),
    fund_name: nullable('fund_name'),
    project_id: nullable('project_id'),
    project_name: nullable('project_name'),
    revenue_total: String(value.revenue_total),
    expense_total: String(value.expense_total),
    net_total: String(value.net_total),
    updated_at: text('updated_at'),
  };
}

/** list_budgets' answer: an array of budgets, or throws "The budgets came back in an unexpected shape." */
export function readBudgetSummaries(value: unknown): BudgetSummary[] {
  if (!Array.isArray(value)) throw new Error('The budgets came back in an unexpected shape.');
  return value.map(readSummary);
}
