// The invoices list: one page of search_invoices (state, customer, dates, text; sorted and paged by
// the database) with the filtered set's totals computed in SQL [13.5].
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPagedWithTotals, rpcData } from '@missionbase/session';
import type { DocumentListRow, DocumentListTotals } from '../../documents-shared/data/document-record';
import { invoiceKeys } from './keys';

export const INVOICE_LIST_SORTS = ['date', 'due', 'number', 'customer', 'total', 'balance', 'status'] as const;
export type InvoiceListSort = (typeof INVOICE_LIST_SORTS)[number];

export interface InvoiceListParams {
  status?: string;
  customerId?: string;
  from?: string;
  to?: string;
  search?: string;
  sort: InvoiceListSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface InvoiceListRow extends DocumentListRow {
  invoice_number: string;
  customer_id: string | null;
  customer_name: string;
  customer_email: string | null;
  issue_date: string;
  terms: string | null;
}

export type InvoiceListTotals = DocumentListTotals;

export interface InvoiceList {
  total: number;
  totals: InvoiceListTotals;
  rows: InvoiceListRow[];
}

export function readInvoiceList(value: unknown): InvoiceList {
  return readPagedWithTotals<InvoiceList>(value, 'invoices list');
}

export async function fetchInvoiceList(organizationId: string, params: InvoiceListParams, signal?: AbortSignal): Promise<InvoiceList> {
  return rpcData(
    getSupabase().rpc('search_invoices', {
      p_organization_id: organizationId,
      p_status: params.status,
      p_customer_id: params.customerId,
      p_from: params.from,
      p_to: params.to,
      p_search: params.search,
      p_sort: params.sort,
      p_direction: params.direction,
      p_limit: params.limit,
      p_offset: params.offset,
    }),
    readInvoiceList,
    signal,
  );
}

export function useInvoiceList(organizationId: string | null, params: InvoiceListParams) {
  return useQuery({
    queryKey: invoiceKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchInvoiceList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
