// The purchase requests list: one page of list_purchase_requests (status filter, search, sort and
// paging done by the database) with the total count.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes, Paged } from '@missionbase/session';
import { requestKeys } from './keys';

export const REQUEST_SORTS = ['created', 'number', 'title', 'needed_by', 'total', 'status'] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];

export interface RequestListParams {
  status?: string;
  search?: string;
  sort: RequestSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A purchase request in the list, as list_purchase_requests declares it (every attribute may be null). */
export type RequestListRow = CompositeTypes<'purchase_request_row'>;

export async function fetchRequestList(organizationId: string, params: RequestListParams, signal?: AbortSignal): Promise<Paged<RequestListRow>> {
  const request = getSupabase().rpc('list_purchase_requests', {
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

export function useRequestList(organizationId: string | null, params: RequestListParams) {
  return useQuery({
    queryKey: requestKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchRequestList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
