// Undo the account's last finished reconciliation (owners and admins; undo_bank_reconciliation):
// it is in progress again and its lines are unlocked.
import { getSupabase } from '@missionbase/session';
import { useReconciliationMutation } from './use-reconciliation-mutation';

export async function undoReconciliation(reconciliationId: string): Promise<void> {
  const { error } = await getSupabase().rpc('undo_bank_reconciliation', { p_reconciliation_id: reconciliationId });
  if (error) throw error;
}

export function useUndoReconciliation(organizationId: string | null) {
  return useReconciliationMutation(organizationId, undoReconciliation);
}
