// The bill as a kind of document: what the organization owes its vendors. A row of
// search_bills and the record of get_bill, the list's filters and sorts, the RPCs (draft saved by
// save_bill, which fills lines without an account from the vendor's default expense account;
// approved or voided by set_bill_status, which posts or reverses the expense against Accounts
// Payable) and its words; the documents-shared screens and mutations do the rest.
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';
import type { TableSort } from '@missionbase/ui/table';
import type { DocumentFilterKey } from '../documents-shared/components/DocumentFilters';
import type { DocumentKindDescription } from '../documents-shared/data/document-kind';
import { recordWithId } from '../documents-shared/data/document-record';
import { documentPageParams, documentSearchArgs } from '../documents-shared/utils/document-list-params';
import type { DocumentPageParams } from '../documents-shared/utils/document-list-params';

export const BILL_LIST_SORTS = ['date', 'due', 'number', 'vendor', 'total', 'balance', 'status'] as const;
export type BillListSort = (typeof BILL_LIST_SORTS)[number];

export interface BillListParams extends DocumentPageParams<BillListSort> {
  vendorId?: string;
  /** Due on or before this day. */
  dueBy?: string;
}

/** A row of search_bills, as it declares it (every attribute may be null). */
export type BillListRow = CompositeTypes<'bill_row'>;

/** A record of get_bill, with its lines and payments (and its id and organization: an answer without them is none). */
export type BillDetail = CompositeTypes<'bill_detail'> & { id: string; organization_id: string };

/** The URL's filters, sort and page as search_bills' parameters (the kit's common ones and the vendor). */
export function billListParamsFrom(filters: Partial<Record<DocumentFilterKey<'vendor'>, string>>, sort: TableSort | null, page: number, pageSize: number): BillListParams {
  return { ...documentPageParams(filters, sort, page, pageSize, BILL_LIST_SORTS), vendorId: filters.vendor };
}

export interface BillTypes {
  row: BillListRow;
  record: BillDetail;
  params: BillListParams;
  party: 'vendor';
}

export const BILL_KIND: DocumentKindDescription<BillTypes> = {
  kind: 'bill',
  noun: 'Bill',
  plural: 'bills',
  partyTable: 'vendors',
  partyKey: 'vendor',
  finalStatus: 'approved',
  finalizeVerb: 'approve',
  finalizedWord: 'approved',
  entry: 'payable',
  payLabel: 'Pay bill',
  sorts: BILL_LIST_SORTS,
  listParams: billListParamsFrom,
  number: (bill) => bill.bill_number ?? '',
  partyName: (bill) => bill.vendor_name ?? '',
  search: (organizationId, params, signal) =>
    rpcData(
      getSupabase().rpc('search_bills', { ...documentSearchArgs(organizationId, params), p_vendor_id: params.vendorId, p_due_by: params.dueBy }),
      (page) => ({ ...declaredPage(page), totals: page.totals }),
      signal,
    ),
  // The bill's one row, or none.
  get: async (id) => {
    const { data, error } = await getSupabase().rpc('get_bill', { p_bill_id: id }).maybeSingle();
    if (error) throw error;
    return recordWithId(data);
  },
  save: (organizationId, { id, values, lines }) =>
    getSupabase().rpc('save_bill', {
      p_organization_id: organizationId,
      p_bill_id: id ?? undefined,
      p_bill: {
        vendor_id: values.partyId,
        vendor_reference: values.reference,
        bill_date: values.date,
        due_date: values.dueDate,
        fund_id: values.fundId,
        notes: values.notes,
      },
      p_lines: lines,
    }),
  setStatus: (id, status) => getSupabase().rpc('set_bill_status', { p_bill_id: id, p_status: status }),
};
