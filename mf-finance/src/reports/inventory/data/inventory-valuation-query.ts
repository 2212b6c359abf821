// The Inventory Valuation report's figures (inventory_valuation): one page of items with
// quantity, average unit cost and value as of a date (their stock movements up to it), the total
// of every item, and the ledger's balance of the inventory accounts at that date, side by side.
// Ledger-derived: keyed under ['ledger', org, ...] and ['inventory', org, ...] so postings and
// stock changes both refresh it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';

/** An item with its quantity, unit cost and value, as inventory_valuation declares it (every attribute may be null). */
export type ValuationRow = CompositeTypes<'inventory_valuation_row'>;
/** One page of items with the report's figures (public.inventory_valuation_page). */
export type InventoryValuation = CompositeTypes<'inventory_valuation_page'>;

export interface ValuationParams {
  asOf: string;
  search?: string;
  limit: number;
  offset: number;
}

export async function fetchInventoryValuation(organizationId: string, params: ValuationParams, signal?: AbortSignal): Promise<InventoryValuation> {
  const request = getSupabase().rpc('inventory_valuation', {
    p_organization_id: organizationId, p_as_of: params.asOf, p_search: params.search, p_limit: params.limit, p_offset: params.offset,
  });
  return rpcData(request, (valuation) => valuation, signal);
}

export function useInventoryValuation(organizationId: string | null, params: ValuationParams) {
  return useQuery({
    queryKey: ['ledger', organizationId ?? '', 'report', 'inventory-valuation', params],
    queryFn: ({ signal }) => fetchInventoryValuation(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
