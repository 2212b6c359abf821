// The invoice as a kind of document: what customers and grantors owe. A row of search_invoices
// and the record of get_invoice, the list's filters and sorts, the RPCs (draft
// saved by save_invoice, issued or voided by set_invoice_status, which posts or reverses the
// receivable) and its words; the documents-shared screens and mutations do the rest.
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';
import type { TableSort } from '@missionbase/ui/table';
import type { DocumentFilterKey } from '../documents-shared/components/DocumentFilters';
import type { DocumentKindDescription } from '../documents-shared/data/document-kind';
import { recordWithId } from '../documents-shared/data/document-record';
import { documentPageParams, documentSearchArgs } from '../documents-shared/utils/document-list-params';
import type { DocumentPageParams } from '../documents-shared/utils/document-list-params';

export const INVOICE_LIST_SORTS = ['date', 'due', 'number', 'customer', 'total', 'balance', 'status'] as const;
export type InvoiceListSort = (typeof INVOICE_LIST_SORTS)[number];

export interface InvoiceListParams extends DocumentPageParams<InvoiceListSort> {
  customerId?: string;
}

/** A row of search_invoices, as it declares it (every attribute may be null). */
export type InvoiceListRow = CompositeTypes<'invoice_row'>;

/** A record of get_invoice, with its lines and payments (and its id and organization: an answer without them is none). */
export type InvoiceDetail = CompositeTypes<'invoice_detail'> & { id: string; organization_id: string };

/** The URL's filters, sort and page as search_invoices' parameters (the kit's common ones and the customer). */
export function invoiceListParamsFrom(filters: Partial<Record<DocumentFilterKey<'customer'>, string>>, sort: TableSort | null, page: number, pageSize: number): InvoiceListParams {
  return { ...documentPageParams(filters, sort, page, pageSize, INVOICE_LIST_SORTS), customerId: filters.customer };
}

export interface InvoiceTypes {
  row: InvoiceListRow;
  record: InvoiceDetail;
  params: InvoiceListParams;
  party: 'customer';
}

export const INVOICE_KIND: DocumentKindDescription<InvoiceTypes> = {
  kind: 'invoice',
  noun: 'Invoice',
  plural: 'invoices',
  partyTable: 'customers',
  partyKey: 'customer',
  finalStatus: 'sent',
  finalizeVerb: 'issue',
  finalizedWord: 'issued',
  entry: 'receivable',
  payLabel: 'Record payment',
  sorts: INVOICE_LIST_SORTS,
  listParams: invoiceListParamsFrom,
  number: (invoice) => invoice.invoice_number ?? '',
  partyName: (invoice) => invoice.customer_name ?? '',
  search: (organizationId, params, signal) =>
    rpcData(
      getSupabase().rpc('search_invoices', { ...documentSearchArgs(organizationId, params), p_customer_id: params.customerId }),
      (page) => ({ ...declaredPage(page), totals: page.totals }),
      signal,
    ),
  // The invoice's one row, or none.
  get: async (id) => {
    const { data, error } = await getSupabase().rpc('get_invoice', { p_invoice_id: id }).maybeSingle();
    if (error) throw error;
    return recordWithId(data);
  },
  save: (organizationId, { id, values, lines, record }) =>
    getSupabase().rpc('save_invoice', {
      p_organization_id: organizationId,
      p_invoice_id: id ?? undefined,
      p_invoice: {
        customer_id: values.partyId,
        // An issued invoice keeps the address it was sent to; a draft takes the customer's.
        customer_email: lines === undefined ? (record?.customer_email ?? null) : null,
        issue_date: values.date,
        due_date: values.dueDate,
        terms: values.terms,
        fund_id: values.fundId,
        notes: values.notes,
      },
      p_lines: lines,
      p_issue: false,
    }),
  setStatus: (id, status) => getSupabase().rpc('set_invoice_status', { p_invoice_id: id, p_status: status }),
};
