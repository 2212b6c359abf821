// Delete a reconciliation in progress with its statement lines and matches.
import { getSupabase } from '@missionbase/session';
import { useReconciliationMutation } from './use-reconciliation-mutation';

export async function deleteReconciliation(reconciliationId: string): Promise<void> {
  const { error } = await getSupabase().rpc('delete_bank_reconciliation', { p_reconciliation_id: reconciliationId });
  if (error) throw error;
}

export function useDeleteReconciliation(organizationId: string | null) {
  return useReconciliationMutation(organizationId, deleteReconciliation);
}
