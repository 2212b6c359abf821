// The vendor's bill for what was received and not yet billed (create_bill_from_purchase_order):
// a draft bill whose lines are linked to the order's lines, opened under Bills to check and approve.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';

export function useBillFromOrder() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: async ({ orderId, billDate, vendorReference }: { orderId: string; billDate: string; vendorReference: string | null }): Promise<string> => {
      const { data, error } = await getSupabase().rpc('create_bill_from_purchase_order', {
        p_purchase_order_id: orderId, p_bill_date: billDate, p_vendor_reference: vendorReference ?? undefined,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => {
      if (organizationId) {
        invalidateOnTableChange('bills', organizationId);
        invalidateOnTableChange('purchase_orders', organizationId);
      }
    },
  });
}
