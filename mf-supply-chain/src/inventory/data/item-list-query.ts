// The inventory list: one page of list_inventory_items (search, category, below-reorder filter,
// sort and paging done by the database) with the count, total value and low-stock count.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPaged, rpcData } from '@missionbase/session';
import type { Paged } from '@missionbase/session';
import { inventoryKeys } from './keys';

export const ITEM_SORTS = ['name', 'sku', 'category', 'location', 'on_hand', 'unit_cost', 'value'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

export interface ItemListParams {
  search?: string;
  category?: string;
  lowStock: boolean;
  sort: ItemSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface ItemListRow {
  id: string;
  sku: string | null;
  name: string;
  category: string | null;
  unit: string;
  location: string | null;
  quantity_on_hand: string;
  unit_cost: string;
  stock_value: string;
  reorder_level: string;
  is_active: boolean;
  below_reorder: boolean;
}

export interface ItemList extends Paged<ItemListRow> {
  totals: { count: number; value: string; low_stock: number };
}

export async function fetchItemList(organizationId: string, params: ItemListParams, signal?: AbortSignal): Promise<ItemList> {
  const request = getSupabase().rpc('list_inventory_items', {
    p_organization_id: organizationId,
    p_search: params.search,
    p_category: params.category,
    p_low_stock: params.lowStock,
    p_sort: params.sort,
    p_direction: params.direction,
    p_limit: params.limit,
    p_offset: params.offset,
  });
  return rpcData(request, (data) => readPaged<ItemList>(data, 'inventory list'), signal);
}

export function useItemList(organizationId: string | null, params: ItemListParams) {
  return useQuery({
    queryKey: inventoryKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchItemList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
