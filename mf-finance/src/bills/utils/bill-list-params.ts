// The URL's filters, sort and page turned into search_bills' parameters.
import type { TableSort } from '@missionbase/ui';
import { BILL_LIST_SORTS } from '../data/bill-list-query';
import type { BillListParams, BillListSort } from '../data/bill-list-query';

export const BILL_FILTER_KEYS = ['status', 'vendor', 'from', 'to', 'q'] as const;
export type BillFilterKey = (typeof BILL_FILTER_KEYS)[number];
export const BILL_PAGE_SIZE = 50;

function isSort(key: string): key is BillListSort {
  return (BILL_LIST_SORTS as readonly string[]).includes(key);
}

export function billListParamsFrom(filters: Partial<Record<BillFilterKey, string>>, sort: TableSort | null, page: number, pageSize: number): BillListParams {
  return {
    status: filters.status,
    vendorId: filters.vendor,
    from: filters.from,
    to: filters.to,
    search: filters.q,
    sort: sort && isSort(sort.key) ? sort.key : 'date',
    direction: sort?.direction ?? 'desc',
    limit: pageSize,
    offset: Math.max(page - 1, 0) * pageSize,
  };
}
