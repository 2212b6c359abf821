// Customers with their open and overdue invoice balances (list_customers: paged and searched by
// the database, balances in SQL). Also the customer options of the invoice form.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPaged, rpcData } from '@missionbase/session';
import { customerKeys } from './keys';

export interface CustomerListParams {
  search?: string;
  limit: number;
  offset: number;
}

export interface CustomerListRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
  invoice_count: number;
  open_balance: string;
  overdue_balance: string;
  updated_at: string;
}

export interface CustomerList {
  total: number;
  rows: CustomerListRow[];
}

export function readCustomerList(value: unknown): CustomerList {
  return readPaged<CustomerList>(value, 'customers list');
}

export async function fetchCustomerList(organizationId: string, params: CustomerListParams, signal?: AbortSignal): Promise<CustomerList> {
  return rpcData(
    getSupabase().rpc('list_customers', {
      p_organization_id: organizationId,
      p_search: params.search,
      p_limit: params.limit,
      p_offset: params.offset,
    }),
    readCustomerList,
    signal,
  );
}

export function useCustomerList(organizationId: string | null, params: CustomerListParams) {
  return useQuery({
    queryKey: customerKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchCustomerList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
