// Renames a budget or changes its notes (update_budget); an approved budget's figures stay frozen.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import { refreshBudgets } from './refresh-budgets';

export async function updateBudget(input: { budgetId: string; name: string; notes: string | null }): Promise<void> {
  const { error } = await getSupabase().rpc('update_budget', { p_budget_id: input.budgetId, p_name: input.name, ...(input.notes ? { p_notes: input.notes } : {}) });
  if (error) throw error;
}

export function useUpdateBudget() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: updateBudget,
    onSuccess: () => refreshBudgets(organizationId),
  });
}
