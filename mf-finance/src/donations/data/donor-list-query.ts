// The donors list: one page of list_donors with each donor's lifetime and year-to-date giving and
// last gift, computed from the donations in SQL. Also the donor options of the donation form.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes, FunctionReturns } from '@missionbase/session';
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

/** A donor with lifetime and year-to-date giving and last gift, as list_donors declares it (every attribute may be null). */
export type DonorListRow = CompositeTypes<'donor_row'>;

export interface DonorList {
  total: number;
  /** The first day "ytd" counts from; null when not sent. */
  year_start: string | null;
  rows: DonorListRow[];
}

/** The declared page: no rows or total is none. */
export function readDonorList(page: FunctionReturns<'list_donors'>): DonorList {
  return { ...declaredPage(page), year_start: page.year_start };
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
