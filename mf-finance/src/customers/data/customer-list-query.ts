// Customers with their open and overdue invoice balances (list_customers: paged and searched by
// the database, balances in SQL). Also the customer options of the invoice form.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readCustomerList(value: unknown): CustomerList {
  if (!isRecord(value) || !Array.isArray(value.rows) || typeof value.total !== 'number') {
    throw new Error('The customers list came back in an unexpected shape.');
  }
  return value as unknown as CustomerList;
}

export async function fetchCustomerList(organizationId: string, params: CustomerListParams, signal?: AbortSignal): Promise<CustomerList> {
  let request = getSupabase().rpc('list_customers', {
    p_organization_id: organizationId,
    p_search: params.search,
    p_limit: params.limit,
    p_offset: params.offset,
  });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return readCustomerList(data);
}

export function useCustomerList(organizationId: string | null, params: CustomerListParams) {
  return useQuery({
    queryKey: customerKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchCustomerList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
