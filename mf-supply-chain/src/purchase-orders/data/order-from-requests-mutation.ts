// A purchase order from approved requests (create_purchase_order_from_requests): their items
// become its lines and the requests become 'ordered'. Returns the new order's id.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';

export interface OrderFromRequestsInput {
  requestIds: string[];
  vendorId: string | null;
  vendorName: string | null;
  orderDate: string;
  expectedDate: string | null;
}

export function useOrderFromRequests() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: async (input: OrderFromRequestsInput): Promise<string> => {
      const { data, error } = await getSupabase().rpc('create_purchase_order_from_requests', {
        p_organization_id: organizationId ?? '',
        p_request_ids: input.requestIds,
        p_vendor_id: input.vendorId ?? undefined,
        p_vendor_name: input.vendorName ?? undefined,
        p_order_date: input.orderDate,
        p_expected_date: input.expectedDate ?? undefined,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => {
      if (organizationId) {
        invalidateOnTableChange('purchase_orders', organizationId);
        invalidateOnTableChange('purchase_requests', organizationId);
      }
    },
  });
}
