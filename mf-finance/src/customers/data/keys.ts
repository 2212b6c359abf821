// Query keys of customers: ['customers', organizationId, ...] so a realtime change of the table
// (and a save here) invalidates them by prefix. Open balances come from invoices, so a change
// there invalidates them too (the invoices' mutations do).
import type { CustomerListParams } from './customer-list-query';

export const customerKeys = {
  all: (organizationId: string) => ['customers', organizationId] as const,
  list: (organizationId: string, params: CustomerListParams) => ['customers', organizationId, 'list', params] as const,
};
