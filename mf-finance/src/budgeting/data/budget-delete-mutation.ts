// Deletes a draft or archived budget (delete_budget; the database refuses an approved one).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import { refreshBudgets } from './refresh-budgets';

export async function deleteBudget(budgetId: string): Promise<void> {
  const { error } = await getSupabase().rpc('delete_budget', { p_budget_id: budgetId });
  if (error) throw error;
}

export function useDeleteBudget() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: deleteBudget,
    onSuccess: () => refreshBudgets(organizationId),
  });
}
