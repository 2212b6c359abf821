// Saves a draft's whole grid in one call (save_budget_grid): the database replaces every line or,
// when any row is wrong, none; its refusal names the row, the account and the month.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import { refreshBudgets } from './refresh-budgets';

export interface GridLineWrite {
  account_id: string;
  months: string[];
}

export async function saveBudgetGrid(budgetId: string, lines: readonly GridLineWrite[]): Promise<void> {
  const { error } = await getSupabase().rpc('save_budget_grid', { p_budget_id: budgetId, p_lines: lines.map((line) => ({ account_id: line.account_id, months: [...line.months] })) });
  if (error) throw error;
}

export function useSaveBudgetGrid(budgetId: string) {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (lines: readonly GridLineWrite[]) => saveBudgetGrid(budgetId, lines),
    onSuccess: () => refreshBudgets(organizationId),
  });
}
