// The bills list: one page of search_bills (state, vendor, dates, due by, text; sorted and paged by
// the database) with the filtered set's totals computed in SQL [13.8]. Also the due bills the
// pay-bills dialog offers.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPagedWithTotals, rpcData } from '@missionbase/session';
import type { DocumentListRow, DocumentListTotals } from '../../documents-shared/data/document-record';
import { billKeys } from './keys';

export const BILL_LIST_SORTS = ['date', 'due', 'number', 'vendor', 'total', 'balance', 'status'] as const;
export type BillListSort = (typeof BILL_LIST_SORTS)[number];

export interface BillListParams {
  status?: string;
  vendorId?: string;
  from?: string;
  to?: string;
  dueBy?: string;
  search?: string;
  sort: BillListSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface BillListRow extends DocumentListRow {
  bill_number: string;
  vendor_id: string | null;
  vendor_name: string;
  vendor_reference: string | null;
  bill_date: string;
  attachment_path: string | null;
  attachment_name: string | null;
}

export type BillListTotals = DocumentListTotals;

export interface BillList {
  total: number;
  totals: BillListTotals;
  rows: BillListRow[];
}

export function readBillList(value: unknown): BillList {
  return readPagedWithTotals<BillList>(value, 'bills list');
}

export async function fetchBillList(organizationId: string, params: BillListParams, signal?: AbortSignal): Promise<BillList> {
  return rpcData(
    getSupabase().rpc('search_bills', {
      p_organization_id: organizationId,
      p_status: params.status,
      p_vendor_id: params.vendorId,
      p_from: params.from,
      p_to: params.to,
      p_due_by: params.dueBy,
      p_search: params.search,
      p_sort: params.sort,
      p_direction: params.direction,
      p_limit: params.limit,
      p_offset: params.offset,
    }),
    readBillList,
    signal,
  );
}

export function useBillList(organizationId: string | null, params: BillListParams, enabled = true) {
  return useQuery({
    queryKey: billKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchBillList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId) && enabled,
    placeholderData: keepPreviousData,
  });
}
