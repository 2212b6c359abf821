// The inventory list: one page of list_inventory_items (search, category, below-reorder filter,
// sort and paging done by the database) with the count, total value and low-stock count.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes, Paged } from '@missionbase/session';
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

/** An item in the list, as list_inventory_items declares it (every attribute may be null). */
export type ItemListRow = CompositeTypes<'inventory_item_row'>;

/** The page with the count, value and low-stock count of every item the search matches. */
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
  return rpcData(
    request,
    (page) => ({
      ...declaredPage(page),
      // No totals is no item matched.
      totals: { count: page.totals?.count ?? 0, value: page.totals?.value ?? '0', low_stock: page.totals?.low_stock ?? 0 },
    }),
    signal,
  );
}

export function useItemList(organizationId: string | null, params: ItemListParams) {
  return useQuery({
    queryKey: inventoryKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchItemList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
