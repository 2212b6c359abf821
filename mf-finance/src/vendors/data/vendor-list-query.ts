// Vendors with their open and overdue bill balances, default expense account and 1099 flag
// (list_vendors: paged and searched by the database, balances in SQL). Also the vendor options of
// the bill form.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPaged, rpcData } from '@missionbase/session';
import { vendorKeys } from './keys';

export interface VendorListParams {
  search?: string;
  limit: number;
  offset: number;
}

export interface VendorListRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  tax_id: string | null;
  notes: string | null;
  is_1099: boolean;
  default_expense_account_id: string | null;
  default_expense_account_label: string | null;
  bill_count: number;
  open_balance: string;
  overdue_balance: string;
  updated_at: string;
}

export interface VendorList {
  total: number;
  rows: VendorListRow[];
}

export function readVendorList(value: unknown): VendorList {
  return readPaged<VendorList>(value, 'vendors list');
}

export async function fetchVendorList(organizationId: string, params: VendorListParams, signal?: AbortSignal): Promise<VendorList> {
  return rpcData(
    getSupabase().rpc('list_vendors', {
      p_organization_id: organizationId,
      p_search: params.search,
      p_limit: params.limit,
      p_offset: params.offset,
    }),
    readVendorList,
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
