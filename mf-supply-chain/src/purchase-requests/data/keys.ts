// Query keys of the Purchase Requests screen: every key starts with ['purchase_requests', org] so a
// realtime change of the table (and any save here) invalidates them by prefix.
import type { RequestListParams } from './request-list-query';

export const requestKeys = {
  all: (organizationId: string) => ['purchase_requests', organizationId] as const,
  list: (organizationId: string, params: RequestListParams) => ['purchase_requests', organizationId, 'list', params] as const,
  detail: (organizationId: string, requestId: string) => ['purchase_requests', organizationId, 'detail', requestId] as const,
};
