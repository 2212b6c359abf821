// The donations list: one page of search_donations (filters, sort and paging done by the
// database) with the filtered set's count and total computed in SQL.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPagedWithTotals, rpcData } from '@missionbase/session';
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

export interface DonationListRow {
  id: string;
  organization_id: string;
  donation_date: string;
  donor_id: string | null;
  donor_name: string;
  donor_email: string | null;
  amount: string;
  method: string;
  check_number: string | null;
  in_kind_description: string | null;
  restriction: string;
  fund_id: string | null;
  fund_name: string | null;
  project_id: string | null;
  project_name: string | null;
  campaign: string | null;
  receipt_number: string | null;
  notes: string | null;
  pledge_id: string | null;
  receipt_sent_at: string | null;
  goods_services_value: string | null;
  goods_services_description: string | null;
  journal_entry_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface DonationListTotals {
  count: number;
  amount: string;
  restricted: string;
  unrestricted: string;
}

export interface DonationList {
  total: number;
  totals: DonationListTotals;
  rows: DonationListRow[];
}


/** Checks the RPC's JSON has the list's shape (a bad deploy shows an error, not a blank table). */
export function readDonationList(value: unknown): DonationList {
  return readPagedWithTotals<DonationList>(value, 'donations list');
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
