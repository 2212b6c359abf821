// The purchase orders list: one page of list_purchase_orders (status filter, search, sort and
// paging done by the database) with the total count and each order's received share.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes, Paged } from '@missionbase/session';
import { orderKeys } from './keys';

export const ORDER_SORTS = ['date', 'number', 'vendor', 'expected', 'total', 'status'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export interface OrderListParams {
  status?: string;
  search?: string;
  sort: OrderSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A purchase order in the list, as list_purchase_orders declares it (every attribute may be null). */
export type OrderListRow = CompositeTypes<'purchase_order_row'>;

export async function fetchOrderList(organizationId: string, params: OrderListParams, signal?: AbortSignal): Promise<Paged<OrderListRow>> {
  const request = getSupabase().rpc('list_purchase_orders', {
    p_organization_id: organizationId,
    p_status: params.status,
    p_search: params.search,
    p_sort: params.sort,
    p_direction: params.direction,
    p_limit: params.limit,
    p_offset: params.offset,
  });
  return rpcData(request, declaredPage, signal);
}

export function useOrderList(organizationId: string | null, params: OrderListParams) {
  return useQuery({
    queryKey: orderKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchOrderList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
