// An item's stock movements, newest first, one page of list_stock_movements (paged by the
// database): what came in and went out, at what cost, why, and the entry each posted.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes, Paged } from '@missionbase/session';
import { inventoryKeys } from './keys';

/** A stock movement, as list_stock_movements declares it (every attribute may be null). */
export type MovementRow = CompositeTypes<'stock_movement_row'>;

export async function fetchMovements(organizationId: string, itemId: string | null, page: { limit: number; offset: number }, signal?: AbortSignal): Promise<Paged<MovementRow>> {
  const request = getSupabase().rpc('list_stock_movements', {
    p_organization_id: organizationId, p_inventory_id: itemId ?? undefined, p_limit: page.limit, p_offset: page.offset,
  });
  return rpcData(request, declaredPage, signal);
}

export function useMovements(organizationId: string | null, itemId: string, page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: inventoryKeys.movements(organizationId ?? '', itemId, page),
    queryFn: ({ signal }) => fetchMovements(organizationId ?? '', itemId, page, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
