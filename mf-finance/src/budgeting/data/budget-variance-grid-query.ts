// One budget against the ledger in its own scope (budget_vs_actual_grid): per account every month,
// quarter, the year to date and the year, with the Revenue, Expenses and Net totals, all from SQL.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { varianceGridOf } from './budget-types';
import type { VarianceGrid } from './budget-types';
import { budgetKeys } from './keys';

export async function fetchVarianceGrid(budgetId: string, asOf: string): Promise<VarianceGrid> {
  const { data, error } = await getSupabase().rpc('budget_vs_actual_grid', { p_budget_id: budgetId, p_as_of: asOf });
  if (error) throw error;
  return varianceGridOf(data);
}

export function useVarianceGrid(organizationId: string | null, budgetId: string, asOf: string) {
  return useQuery({
    queryKey: budgetKeys.varianceGrid(organizationId ?? '', budgetId, asOf),
    queryFn: () => fetchVarianceGrid(budgetId, asOf),
    enabled: organizationId !== null,
    placeholderData: keepPreviousData,
  });
}
