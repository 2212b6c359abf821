// A budget as list_budgets declares it (every column may be null; the list says what a null means
// where it shows it), and the statuses a budget can have.
import type { FunctionReturns } from '@missionbase/session';

export const BUDGET_STATUSES = ['draft', 'approved', 'archived'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

/** A budget of the organization with its scope's names and its revenue, expense and net totals (numeric). */
export type BudgetSummary = FunctionReturns<'list_budgets'>[number];
