// The pledges list: one page of search_pledges (status, donor and fund filters, sort and paging in
// the database) with every pledge's paid part, open balance and status, and the filtered set's
// totals, all computed in SQL.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes, FunctionReturns } from '@missionbase/session';
import { pledgeKeys } from './keys';

export const PLEDGE_LIST_SORTS = ['date', 'amount', 'donor', 'open_balance', 'next_due'] as const;
export type PledgeListSort = (typeof PLEDGE_LIST_SORTS)[number];
export const PLEDGE_STATUSES = ['open', 'partially_paid', 'fulfilled', 'cancelled'] as const;
export type PledgeStatus = (typeof PLEDGE_STATUSES)[number];

export interface PledgeListParams {
  status?: string;
  donorId?: string;
  fundId?: string;
  search?: string;
  sort: PledgeListSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A pledge of the list with its figures and next instalment, as search_pledges declares it (every attribute may be null). */
export type PledgeListRow = CompositeTypes<'pledge_row'>;

export interface PledgeList {
  total: number;
  totals: CompositeTypes<'pledge_totals'> | null;
  rows: PledgeListRow[];
}

export const PLEDGE_STATUS_LABELS: Record<PledgeStatus, string> = {
  open: 'Open',
  partially_paid: 'Partially paid',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
};

function isPledgeStatus(status: string | null): status is PledgeStatus {
  return status !== null && (PLEDGE_STATUSES as readonly string[]).includes(status);
}

/** A status in words; none (or one the screens do not know) is said as it is, or not at all. */
export function pledgeStatusLabel(status: string | null): string {
  return isPledgeStatus(status) ? PLEDGE_STATUS_LABELS[status] : (status ?? '');
}

/** The declared page: no rows or total is none. */
export function readPledgeList(page: FunctionReturns<'search_pledges'>): PledgeList {
  return { ...declaredPage(page), totals: page.totals };
}

export async function fetchPledgeList(organizationId: string, params: PledgeListParams, signal?: AbortSignal): Promise<PledgeList> {
  return rpcData(
    getSupabase().rpc('search_pledges', {
      p_organization_id: organizationId,
      p_status: params.status,
      p_donor_id: params.donorId,
      p_fund_id: params.fundId,
      p_search: params.search,
      p_sort: params.sort,
      p_direction: params.direction,
      p_limit: params.limit,
      p_offset: params.offset,
    }),
    readPledgeList,
    signal,
  );
}

export function usePledgeList(organizationId: string | null, params: PledgeListParams, enabled = true) {
  return useQuery({
    queryKey: pledgeKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchPledgeList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId) && enabled,
    placeholderData: keepPreviousData,
  });
}
