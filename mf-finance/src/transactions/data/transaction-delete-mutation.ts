// Deletes one transaction; its journal entry is reversed by the database, which refuses the delete
// in a locked period with its own message (shown to the user as it is).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange } from '@missionbase/session';

export const DELETE_MATCHED_NOTHING = 'The transaction no longer exists or you may not delete it.';

export async function deleteTransaction(organizationId: string, id: string): Promise<void> {
  const { data, error } = await getSupabase().from('transactions').delete().eq('organization_id', organizationId).eq('id', id).select('id');
  if (error) throw error;
  // RLS hides a row the user may not delete: nothing matched is a refusal too.
  if (!data || data.length === 0) throw new Error(DELETE_MATCHED_NOTHING);
}

export function useDeleteTransaction(organizationId: string | null) {
  return useMutation({
    mutationFn: (id: string) => deleteTransaction(organizationId ?? '', id),
    onSettled: () => {
      if (!organizationId) return;
      // As the realtime echo would: the list, the ledger figures and the bundle (palette, dashboard).
      invalidateOnTableChange('transactions', organizationId);
    },
  });
}
