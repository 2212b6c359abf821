// The purchase orders list: one page of list_purchase_orders (status filter, search, sort and
// paging done by the database) with the total count and each order's received share.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPaged, rpcData } from '@missionbase/session';
import type { Paged } from '@missionbase/session';
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

export interface OrderListRow {
  id: string;
  po_number: string;
  vendor_id: string | null;
  vendor_name: string;
  purchase_request_id: string | null;
  request_number: string | null;
  order_date: string;
  expected_date: string | null;
  status: string;
  total: string;
  project_name: string | null;
  notes: string | null;
  received_percent: number;
  created_at: string;
}

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
  return rpcData(request, (data) => readPaged<Paged<OrderListRow>>(data, 'purchase orders list'), signal);
}

export function useOrderList(organizationId: string | null, params: OrderListParams) {
  return useQuery({
    queryKey: orderKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchOrderList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
