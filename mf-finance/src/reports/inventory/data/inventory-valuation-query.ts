// The Inventory Valuation report's figures (inventory_valuation): one page of items with
// quantity, average unit cost and value as of a date (their stock movements up to it), the total
// of every item, and the ledger's balance of the inventory accounts at that date, side by side.
// Ledger-derived: keyed under ['ledger', org, ...] and ['inventory', org, ...] so postings and
// stock changes both refresh it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPaged, rpcData } from '@missionbase/session';

export interface ValuationRow {
  id: string;
  sku: string | null;
  name: string;
  category: string | null;
  unit: string;
  location: string | null;
  quantity: string;
  unit_cost: string;
  value: string;
}

export interface InventoryValuation {
  as_of: string;
  total: number;
  total_quantity: string;
  total_value: string;
  items_value: string;
  ledger_value: string;
  difference: string;
  ledger_accounts: Array<{ id: string; code: string; name: string }>;
  rows: ValuationRow[];
}

export interface ValuationParams {
  asOf: string;
  search?: string;
  limit: number;
  offset: number;
}

/** One page of the items with the report's figures (a bad deploy shows an error, not a blank table). */
export function readInventoryValuation(value: unknown): InventoryValuation {
  const valuation = readPaged<InventoryValuation>(value, 'inventory valuation');
  if (typeof valuation.ledger_value !== 'string' || typeof valuation.items_value !== 'string') {
    throw new Error('The inventory valuation came back in an unexpected shape.');
  }
  return valuation;
}

export async function fetchInventoryValuation(organizationId: string, params: ValuationParams, signal?: AbortSignal): Promise<InventoryValuation> {
  const request = getSupabase().rpc('inventory_valuation', {
    p_organization_id: organizationId, p_as_of: params.asOf, p_search: params.search, p_limit: params.limit, p_offset: params.offset,
  });
  return rpcData(request, readInventoryValuation, signal);
}

export function useInventoryValuation(organizationId: string | null, params: ValuationParams) {
  return useQuery({
    queryKey: ['ledger', organizationId ?? '', 'report', 'inventory-valuation', params],
    queryFn: ({ signal }) => fetchInventoryValuation(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
