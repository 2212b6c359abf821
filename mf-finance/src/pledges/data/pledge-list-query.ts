// The pledges list: one page of search_pledges (status, donor and fund filters, sort and paging in
// the database) with every pledge's paid part, open balance and status, and the filtered set's
// totals, all computed in SQL.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPagedWithTotals, rpcData } from '@missionbase/session';
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

export interface PledgeListRow {
  id: string;
  donor_id: string;
  donor_name: string;
  pledge_date: string;
  amount: string;
  fund_id: string | null;
  fund_name: string | null;
  restriction: string;
  campaign: string | null;
  notes: string | null;
  paid: string;
  written_off: string;
  open_balance: string;
  status: PledgeStatus;
  next_due_date: string | null;
  next_due_amount: string | null;
  overdue: boolean;
  installment_count: number;
}

export interface PledgeList {
  total: number;
  totals: { count: number; pledged: string; paid: string; written_off: string; open_balance: string };
  rows: PledgeListRow[];
}

export const PLEDGE_STATUS_LABELS: Record<PledgeStatus, string> = {
  open: 'Open',
  partially_paid: 'Partially paid',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
};

/** Checks the RPC's JSON has the list's shape (a bad deploy shows an error, not a blank table). */
export function readPledgeList(value: unknown): PledgeList {
  return readPagedWithTotals<PledgeList>(value, 'pledges list');
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
