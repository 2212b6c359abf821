// Every budget of the organization (list_budgets): year, scope, status, version and totals.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { BudgetSummary } from './budget-summary';
import { budgetKeys } from './keys';

export async function fetchBudgetList(organizationId: string): Promise<BudgetSummary[]> {
  const { data, error } = await getSupabase().rpc('list_budgets', { p_organization_id: organizationId });
  if (error) throw error;
  return data;
}

export function useBudgetList(organizationId: string | null) {
  return useQuery({
    queryKey: budgetKeys.list(organizationId ?? ''),
    queryFn: () => fetchBudgetList(organizationId ?? ''),
    enabled: organizationId !== null,
  });
}
