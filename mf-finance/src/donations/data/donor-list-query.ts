// The donors list: one page of list_donors with each donor's lifetime and year-to-date giving and
// last gift, computed from the donations in SQL. Also the donor options of the donation form.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPaged, rpcData } from '@missionbase/session';
import { donationKeys } from './keys';

export const DONOR_LIST_SORTS = ['name', 'lifetime', 'ytd', 'last_gift'] as const;
export type DonorListSort = (typeof DONOR_LIST_SORTS)[number];

export interface DonorListParams {
  search?: string;
  sort: DonorListSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface DonorListRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  postal_code: string | null;
  donor_type: string;
  notes: string | null;
  lifetime: string;
  ytd: string;
  gift_count: number;
  last_gift_date: string | null;
  last_gift_amount: string | null;
  updated_at: string;
}

export interface DonorList {
  total: number;
  year_start: string;
  rows: DonorListRow[];
}

export function readDonorList(value: unknown): DonorList {
  return readPaged<DonorList>(value, 'donors list');
}

export async function fetchDonorList(organizationId: string, params: DonorListParams, signal?: AbortSignal): Promise<DonorList> {
  return rpcData(
    getSupabase().rpc('list_donors', {
      p_organization_id: organizationId,
      p_search: params.search,
      p_sort: params.sort,
      p_direction: params.direction,
      p_limit: params.limit,
      p_offset: params.offset,
    }),
    readDonorList,
    signal,
  );
}

// Keyed under 'donations' (the giving figures change with every gift) and refetched on donor
// changes by the mutations, which invalidate both prefixes.
export function useDonorList(organizationId: string | null, params: DonorListParams, enabled = true) {
  return useQuery({
    queryKey: donationKeys.donorGiving(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchDonorList(organizationId ?? '', params, signal),
    enabled: enabled && Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
