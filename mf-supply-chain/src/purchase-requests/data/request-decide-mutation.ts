// Approves or rejects a submitted request (decide_purchase_request: owners and admins, above the
// threshold owners only, a reason for a rejection; the requester is notified by the database).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';

export function useDecideRequest() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: async ({ requestId, approve, reason }: { requestId: string; approve: boolean; reason?: string }) => {
      const { error } = await getSupabase().rpc('decide_purchase_request', { p_request_id: requestId, p_approve: approve, p_reason: reason ?? undefined });
      if (error) throw error;
    },
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('purchase_requests', organizationId);
    },
  });
}
