// Moves an order along its lifecycle by hand: send a draft, cancel (nothing received), close a
// received or partly received order. The database checks every move and says why not.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';

export function useOrderStatus() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: async ({ orderId, status }: { orderId: string; status: 'sent' | 'cancelled' | 'closed' }) => {
      const { error } = await getSupabase().from('purchase_orders').update({ status }).eq('id', orderId).eq('organization_id', organizationId ?? '');
      if (error) throw error;
    },
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('purchase_orders', organizationId);
    },
  });
}
