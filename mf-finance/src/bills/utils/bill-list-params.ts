// The URL's filters, sort and page turned into search_bills' parameters (the kit's common ones and
// the vendor).
import type { TableSort } from '@missionbase/ui/table';
import { DOCUMENT_PAGE_SIZE, documentPageParams } from '../../documents-shared/utils/document-list-params';
import { BILL_LIST_SORTS } from '../data/bill-list-query';
import type { BillListParams } from '../data/bill-list-query';

export const BILL_FILTER_KEYS = ['status', 'vendor', 'from', 'to', 'q'] as const;
export type BillFilterKey = (typeof BILL_FILTER_KEYS)[number];
export const BILL_PAGE_SIZE = DOCUMENT_PAGE_SIZE;

export function billListParamsFrom(filters: Partial<Record<BillFilterKey, string>>, sort: TableSort | null, page: number, pageSize: number): BillListParams {
  return { ...documentPageParams(filters, sort, page, pageSize, BILL_LIST_SORTS), vendorId: filters.vendor };
}
