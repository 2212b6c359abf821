// An item's stock movements, newest first, one page of list_stock_movements (paged by the
// database): what came in and went out, at what cost, why, and the entry each posted.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPaged, rpcData } from '@missionbase/session';
import type { Paged } from '@missionbase/session';
import { inventoryKeys } from './keys';

export interface MovementRow {
  id: string;
  inventory_id: string;
  item_name: string;
  sku: string | null;
  unit: string;
  movement_date: string;
  kind: string;
  quantity: string;
  unit_cost: string;
  value: string;
  quantity_after: string;
  value_after: string;
  reason: string | null;
  project_name: string | null;
  fund_name: string | null;
  purchase_order_id: string | null;
  po_number: string | null;
  journal_entry_id: string | null;
  created_at: string;
}

export async function fetchMovements(organizationId: string, itemId: string | null, page: { limit: number; offset: number }, signal?: AbortSignal): Promise<Paged<MovementRow>> {
  const request = getSupabase().rpc('list_stock_movements', {
    p_organization_id: organizationId, p_inventory_id: itemId ?? undefined, p_limit: page.limit, p_offset: page.offset,
  });
  return rpcData(request, (data) => readPaged<Paged<MovementRow>>(data, 'stock movements'), signal);
}

export function useMovements(organizationId: string | null, itemId: string, page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: inventoryKeys.movements(organizationId ?? '', itemId, page),
    queryFn: ({ signal }) => fetchMovements(organizationId ?? '', itemId, page, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
