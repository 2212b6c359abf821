// Approves, archives or returns a budget to draft (set_budget_status); "approve and replace"
// archives the scope's approved version in the same transaction.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { BudgetStatus } from './budget-summary';
import { refreshBudgets } from './refresh-budgets';

export interface SetBudgetStatusInput {
  budgetId: string;
  status: BudgetStatus;
  replaceApproved?: boolean;
}

export async function setBudgetStatus(input: SetBudgetStatusInput): Promise<void> {
  const { error } = await getSupabase().rpc('set_budget_status', { p_budget_id: input.budgetId, p_status: input.status, p_replace_approved: input.replaceApproved === true });
  if (error) throw error;
}

export function useSetBudgetStatus() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: setBudgetStatus,
    onSuccess: () => refreshBudgets(organizationId),
  });
}
