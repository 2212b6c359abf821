// One budget's grid (get_budget_grid): twelve fiscal months per account with last year's actuals.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { BudgetGrid } from './budget-types';
import { budgetKeys } from './keys';

export async function fetchBudgetGrid(budgetId: string): Promise<BudgetGrid> {
  const { data, error } = await getSupabase().rpc('get_budget_grid', { p_budget_id: budgetId });
  if (error) throw error;
  // The function raises "Budget not found" for a budget the caller cannot read, else sends it.
  if (data.budget === null) throw new Error('Budget not found');
  return { budgetId, budget: data.budget, months: data.months ?? [], rows: data.rows ?? [] };
}

export function useBudgetGrid(organizationId: string | null, budgetId: string) {
  return useQuery({
    queryKey: budgetKeys.grid(organizationId ?? '', budgetId),
    queryFn: () => fetchBudgetGrid(budgetId),
    enabled: organizationId !== null,
    retry: (count, error) => count < 2 && !/not found/i.test(error.message),
  });
}
