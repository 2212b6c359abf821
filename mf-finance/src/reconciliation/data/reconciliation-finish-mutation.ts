// Finish a reconciliation (finish_bank_reconciliation): only at a zero difference; its cleared
// ledger lines become reconciled and locked.
import { getSupabase } from '@missionbase/session';
import { useReconciliationMutation } from './use-reconciliation-mutation';

export async function finishReconciliation(reconciliationId: string): Promise<void> {
  const { error } = await getSupabase().rpc('finish_bank_reconciliation', { p_reconciliation_id: reconciliationId });
  if (error) throw error;
}

export function useFinishReconciliation(organizationId: string | null) {
  return useReconciliationMutation(organizationId, finishReconciliation);
}
