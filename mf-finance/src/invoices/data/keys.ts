// Query keys of the Invoices screen: ['invoices', organizationId, ...] so a realtime change of the
// table (a payment raises amount_paid, so payments change it too) and any save here invalidate
// them by prefix.
import type { InvoiceListParams } from './invoice-list-query';

export const invoiceKeys = {
  all: (organizationId: string) => ['invoices', organizationId] as const,
  list: (organizationId: string, params: InvoiceListParams) => ['invoices', organizationId, 'list', params] as const,
  detail: (organizationId: string, invoiceId: string) => ['invoices', organizationId, 'detail', invoiceId] as const,
};
