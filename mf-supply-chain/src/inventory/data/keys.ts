// Query keys of the Inventory screen: items under ['inventory', org], movements under
// ['stock_movements', org], so a realtime change of either table (and any save here) invalidates
// them by prefix. Values are ledger figures too, so adjustments also refresh ['ledger', org].
import type { ItemListParams } from './item-list-query';

export const inventoryKeys = {
  all: (organizationId: string) => ['inventory', organizationId] as const,
  list: (organizationId: string, params: ItemListParams) => ['inventory', organizationId, 'list', params] as const,
  detail: (organizationId: string, itemId: string) => ['inventory', organizationId, 'detail', itemId] as const,
  movements: (organizationId: string, itemId: string, page: { limit: number; offset: number }) => ['stock_movements', organizationId, itemId, page] as const,
};
