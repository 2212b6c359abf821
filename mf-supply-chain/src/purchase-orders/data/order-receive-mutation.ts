// Records a receipt on a sent order (receive_purchase_order): per line the quantity that arrived,
// the date, and whether an over-receipt is confirmed. The database posts Inventory against Goods
// Received Not Invoiced, raises on-hand quantities and moves the order's status.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';

export interface ReceiveInput {
  orderId: string;
  lines: Array<{ line_id: string; quantity: string }>;
  receivedOn: string;
  confirmOverReceipt: boolean;
}

export function useReceiveOrder() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: async (input: ReceiveInput) => {
      const { error } = await getSupabase().rpc('receive_purchase_order', {
        p_purchase_order_id: input.orderId,
        p_lines: input.lines,
        p_received_on: input.receivedOn,
        p_confirm_over_receipt: input.confirmOverReceipt,
      });
      if (error) throw error;
    },
    onSuccess: () => {
      if (organizationId) {
        for (const table of ['purchase_orders', 'inventory', 'stock_movements', 'journal_entries']) invalidateOnTableChange(table, organizationId);
      }
    },
  });
}
