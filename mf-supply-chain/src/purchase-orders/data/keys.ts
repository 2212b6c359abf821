// Query keys of the Purchase Orders screen: every key starts with ['purchase_orders', org] so a
// realtime change of the table (and any save here) invalidates them by prefix.
import type { OrderListParams } from './order-list-query';

export const orderKeys = {
  all: (organizationId: string) => ['purchase_orders', organizationId] as const,
  list: (organizationId: string, params: OrderListParams) => ['purchase_orders', organizationId, 'list', params] as const,
  detail: (organizationId: string, orderId: string) => ['purchase_orders', organizationId, 'detail', orderId] as const,
  match: (organizationId: string, orderId: string) => ['purchase_orders', organizationId, 'match', orderId] as const,
};
