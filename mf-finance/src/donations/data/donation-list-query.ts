// The donations list: one page of search_donations (filters, sort and paging done by the
// database) with the filtered set's count and total computed in SQL.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes, FunctionReturns } from '@missionbase/session';
import { donationKeys } from './keys';

export const DONATION_LIST_SORTS = ['date', 'amount', 'donor', 'method', 'campaign'] as const;
export type DonationListSort = (typeof DONATION_LIST_SORTS)[number];

export interface DonationListParams {
  from?: string;
  to?: string;
  donorId?: string;
  fundId?: string;
  method?: string;
  campaign?: string;
  search?: string;
  sort: DonationListSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A gift of the list with its fund and project named, as search_donations declares it (every attribute may be null). */
export type DonationListRow = CompositeTypes<'donation_row'>;
/** The filtered gifts' count and totals by restriction. */
export type DonationListTotals = CompositeTypes<'donation_totals'>;

export interface DonationList {
  total: number;
  totals: DonationListTotals | null;
  rows: DonationListRow[];
}

/** The declared page: no rows or total is none. */
export function readDonationList(page: FunctionReturns<'search_donations'>): DonationList {
  return { ...declaredPage(page), totals: page.totals };
}

export async function fetchDonationList(organizationId: string, params: DonationListParams, signal?: AbortSignal): Promise<DonationList> {
  return rpcData(
    getSupabase().rpc('search_donations', {
      p_organization_id: organizationId,
      p_from: params.from,
      p_to: params.to,
      p_donor_id: params.donorId,
      p_fund_id: params.fundId,
      p_method: params.method,
      p_campaign: params.campaign,
      p_search: params.search,
      p_sort: params.sort,
      p_direction: params.direction,
      p_limit: params.limit,
      p_offset: params.offset,
    }),
    readDonationList,
    signal,
  );
}

export function useDonationList(organizationId: string | null, params: DonationListParams) {
  return useQuery({
    queryKey: donationKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchDonationList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
