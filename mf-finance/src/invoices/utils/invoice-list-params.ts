// The URL's filters, sort and page turned into search_invoices' parameters.
import type { TableSort } from '@missionbase/ui';
import { INVOICE_LIST_SORTS } from '../data/invoice-list-query';
import type { InvoiceListParams, InvoiceListSort } from '../data/invoice-list-query';

export const INVOICE_FILTER_KEYS = ['status', 'customer', 'from', 'to', 'q'] as const;
export type InvoiceFilterKey = (typeof INVOICE_FILTER_KEYS)[number];
export const INVOICE_PAGE_SIZE = 50;

function isSort(key: string): key is InvoiceListSort {
  return (INVOICE_LIST_SORTS as readonly string[]).includes(key);
}

export function invoiceListParamsFrom(
  filters: Partial<Record<InvoiceFilterKey, string>>,
  sort: TableSort | null,
  page: number,
  pageSize: number,
): InvoiceListParams {
  return {
    status: filters.status,
    customerId: filters.customer,
    from: filters.from,
    to: filters.to,
    search: filters.q,
    sort: sort && isSort(sort.key) ? sort.key : 'date',
    direction: sort?.direction ?? 'desc',
    limit: pageSize,
    offset: Math.max(page - 1, 0) * pageSize,
  };
}
