// The three-way match of an order (purchase_order_match): per line, ordered vs received vs
// billed, with the differences flagged by the database.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { FunctionReturns } from '@missionbase/session';
import { orderKeys } from './keys';

/** A line of the match, as purchase_order_match declares its rows (every column may be null). */
export type MatchLine = FunctionReturns<'purchase_order_match'>[number];

export function useOrderMatch(organizationId: string | null, orderId: string | null) {
  return useQuery({
    queryKey: orderKeys.match(organizationId ?? '', orderId ?? ''),
    enabled: Boolean(organizationId && orderId),
    queryFn: async (): Promise<MatchLine[]> => {
      const { data, error } = await getSupabase().rpc('purchase_order_match', { p_purchase_order_id: orderId ?? '' });
      if (error) throw error;
      return data;
    },
  });
}
