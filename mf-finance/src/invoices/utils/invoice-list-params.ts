// The URL's filters, sort and page turned into search_invoices' parameters (the kit's common ones
// and the customer).
import type { TableSort } from '@missionbase/ui/table';
import { DOCUMENT_PAGE_SIZE, documentPageParams } from '../../documents-shared/utils/document-list-params';
import { INVOICE_LIST_SORTS } from '../data/invoice-list-query';
import type { InvoiceListParams } from '../data/invoice-list-query';

export const INVOICE_FILTER_KEYS = ['status', 'customer', 'from', 'to', 'q'] as const;
export type InvoiceFilterKey = (typeof INVOICE_FILTER_KEYS)[number];
export const INVOICE_PAGE_SIZE = DOCUMENT_PAGE_SIZE;

export function invoiceListParamsFrom(filters: Partial<Record<InvoiceFilterKey, string>>, sort: TableSort | null, page: number, pageSize: number): InvoiceListParams {
  return { ...documentPageParams(filters, sort, page, pageSize, INVOICE_LIST_SORTS), customerId: filters.customer };
}
