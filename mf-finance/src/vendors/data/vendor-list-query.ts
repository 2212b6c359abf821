// Vendors with their open and overdue bill balances, default expense account and 1099 flag
// (list_vendors: paged and searched by the database, balances in SQL; a public.vendor_page). Also
// the vendor options of the bill form.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes, Paged } from '@missionbase/session';
import { vendorKeys } from './keys';

export interface VendorListParams {
  search?: string;
  limit: number;
  offset: number;
}

/** A vendor with its default expense account, bill count and balances, as list_vendors declares it (every attribute may be null). */
export type VendorListRow = CompositeTypes<'vendor_row'>;

export type VendorList = Paged<VendorListRow>;

export async function fetchVendorList(organizationId: string, params: VendorListParams, signal?: AbortSignal): Promise<VendorList> {
  return rpcData(
    getSupabase().rpc('list_vendors', {
      p_organization_id: organizationId,
      p_search: params.search,
      p_limit: params.limit,
      p_offset: params.offset,
    }),
    declaredPage,
    signal,
  );
}

export function useVendorList(organizationId: string | null, params: VendorListParams) {
  return useQuery({
    queryKey: vendorKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchVendorList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
