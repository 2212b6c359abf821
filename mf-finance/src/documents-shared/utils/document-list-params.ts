// The URL's filters, sort and page of an invoices or bills list turned into the search RPC's common
// parameters (state, period, text, sort, page) and those into its arguments; each kind adds its
// party (customer or vendor).
import type { TableSort } from '@missionbase/ui/table';
import type { DocumentFilterKey } from '../components/DocumentFilters';

export const DOCUMENT_PAGE_SIZE = 50;

/** The list's filters in the URL: the state, the party (?customer= / ?vendor=), the period and the text. */
export function documentFilterKeys<P extends string>(partyKey: P): readonly DocumentFilterKey<P>[] {
  return ['status', partyKey, 'from', 'to', 'q'];
}

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

/** The search RPC's common arguments (search_invoices, search_bills); the kind adds its party's. */
export function documentSearchArgs(organizationId: string, params: DocumentPageParams<string>) {
  return {
    p_organization_id: organizationId,
    p_status: params.status,
    p_from: params.from,
    p_to: params.to,
    p_search: params.search,
    p_sort: params.sort,
    p_direction: params.direction,
    p_limit: params.limit,
    p_offset: params.offset,
  };
}
