// Query keys of the Budgeting screen and the Budget vs. Actuals report: budgets and their grids under
// ['budgets', organizationId] (realtime on budgets / budget_line_items invalidates them), figures
// compared with the ledger ALSO under ['ledger', organizationId] so a posting refreshes them.
export interface BudgetVsActualParams {
  from: string;
  to: string;
  fund: string | null;
  project: string | null;
}

export const budgetKeys = {
  all: (organizationId: string) => ['budgets', organizationId] as const,
  list: (organizationId: string) => ['budgets', organizationId, 'list'] as const,
  grid: (organizationId: string, budgetId: string) => ['budgets', organizationId, 'grid', budgetId] as const,
  varianceGrid: (organizationId: string, budgetId: string, asOf: string) => ['ledger', organizationId, 'budgets', 'variance-grid', budgetId, asOf] as const,
  report: (organizationId: string, params: BudgetVsActualParams) => ['ledger', organizationId, 'budgets', 'report', params] as const,
};
