// Query keys of the Bills screen: ['bills', organizationId, ...] so a realtime change of the table
// (a payment raises amount_paid, so payments change it too) and any save here invalidate them by
// prefix.
import type { BillListParams } from './bill-list-query';

export const billKeys = {
  all: (organizationId: string) => ['bills', organizationId] as const,
  list: (organizationId: string, params: BillListParams) => ['bills', organizationId, 'list', params] as const,
  detail: (organizationId: string, billId: string) => ['bills', organizationId, 'detail', billId] as const,
};
