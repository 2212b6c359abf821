// Correct the statement's end date or ending balance while in progress (update_bank_reconciliation).
import { getSupabase } from '@missionbase/session';
import { useReconciliationMutation } from './use-reconciliation-mutation';

export interface UpdateReconciliationInput {
  reconciliationId: string;
  statementEndDate: string;
  endingBalance: string;
}

export async function updateReconciliation(input: UpdateReconciliationInput): Promise<void> {
  const { error } = await getSupabase().rpc('update_bank_reconciliation', {
    p_reconciliation_id: input.reconciliationId,
    p_statement_end_date: input.statementEndDate,
    p_ending_balance: Number(input.endingBalance),
  });
  if (error) throw error;
}

export function useUpdateReconciliation(organizationId: string | null) {
  return useReconciliationMutation(organizationId, updateReconciliation);
}
