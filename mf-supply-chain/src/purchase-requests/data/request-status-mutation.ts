// Submits a draft request for approval, or withdraws a submitted one (back to draft); the
// database checks the move (draft -> submitted -> draft).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';

export function useRequestStatus() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: async ({ requestId, status }: { requestId: string; status: 'submitted' | 'draft' }) => {
      const { error } = await getSupabase().from('purchase_requests').update({ status }).eq('id', requestId).eq('organization_id', organizationId ?? '');
      if (error) throw error;
    },
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('purchase_requests', organizationId);
    },
  });
}
