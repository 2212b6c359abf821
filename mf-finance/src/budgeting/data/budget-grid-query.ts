// One budget's grid (get_budget_grid): twelve fiscal months per account with last year's actuals.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { budgetGridSchema } from './budget-types';
import type { BudgetGrid } from './budget-types';
import { budgetKeys } from './keys';

export async function fetchBudgetGrid(budgetId: string): Promise<BudgetGrid> {
  const { data, error } = await getSupabase().rpc('get_budget_grid', { p_budget_id: budgetId });
  if (error) throw error;
  return budgetGridSchema.parse(data);
}

export function useBudgetGrid(organizationId: string | null, budgetId: string) {
  return useQuery({
    queryKey: budgetKeys.grid(organizationId ?? '', budgetId),
    queryFn: () => fetchBudgetGrid(budgetId),
    enabled: organizationId !== null,
    retry: (count, error) => count < 2 && !/not found/i.test(error.message),
  });
}
