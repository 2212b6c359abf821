// The URL's filters, sort and page of an invoices or bills list turned into the search RPC's common
// parameters (state, period, text, sort, page); each screen adds its party (customer or vendor).
import type { TableSort } from '@missionbase/ui/table';

export const DOCUMENT_PAGE_SIZE = 50;

export interface DocumentPageParams<Sort extends string> {
  status?: string;
  from?: string;
  to?: string;
  search?: string;
  sort: Sort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export function documentPageParams<Sort extends string>(
  filters: Partial<Record<'status' | 'from' | 'to' | 'q', string>>,
  sort: TableSort | null,
  page: number,
  pageSize: number,
  /** The RPC's sort keys, the default (the date) first. */
  sorts: readonly [Sort, ...Sort[]],
): DocumentPageParams<Sort> {
  const key = sorts.find((candidate) => candidate === sort?.key);
  return {
    status: filters.status,
    from: filters.from,
    to: filters.to,
    search: filters.q,
    sort: key ?? sorts[0],
    direction: sort?.direction ?? 'desc',
    limit: pageSize,
    offset: Math.max(page - 1, 0) * pageSize,
  };
}
