// The three-way match of an order (purchase_order_match): per line, ordered vs received vs
// billed, with the differences flagged by the database.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { orderKeys } from './keys';

export interface MatchLine {
  line_id: string;
  description: string;
  inventory_id: string | null;
  quantity_ordered: number;
  unit_cost: number;
  amount_ordered: number;
  quantity_received: number;
  amount_received: number;
  quantity_billed: number;
  amount_billed: number;
  flags: string[];
}

export function useOrderMatch(organizationId: string | null, orderId: string | null) {
  return useQuery({
    queryKey: orderKeys.match(organizationId ?? '', orderId ?? ''),
    enabled: Boolean(organizationId && orderId),
    queryFn: async (): Promise<MatchLine[]> => {
      const { data, error } = await getSupabase().rpc('purchase_order_match', { p_purchase_order_id: orderId ?? '' });
      if (error) throw error;
      return data.map((row) => ({
        line_id: row.line_id ?? '',
        description: row.description ?? '',
        inventory_id: row.inventory_id,
        quantity_ordered: row.quantity_ordered ?? 0,
        unit_cost: row.unit_cost ?? 0,
        amount_ordered: row.amount_ordered ?? 0,
        quantity_received: row.quantity_received ?? 0,
        amount_received: row.amount_received ?? 0,
        quantity_billed: row.quantity_billed ?? 0,
        amount_billed: row.amount_billed ?? 0,
        flags: row.flags ?? [],
      }));
    },
  });
}
