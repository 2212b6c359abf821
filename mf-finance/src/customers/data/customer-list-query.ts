// Customers with their open and overdue invoice balances (list_customers: paged and searched by
// the database, balances in SQL; a public.customer_page). Also the customer options of the invoice
// form.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes, Paged } from '@missionbase/session';
import { customerKeys } from './keys';

export interface CustomerListParams {
  search?: string;
  limit: number;
  offset: number;
}

/** A customer with its invoice count and balances, as list_customers declares it (every attribute may be null). */
export type CustomerListRow = CompositeTypes<'customer_row'>;

export type CustomerList = Paged<CustomerListRow>;

export async function fetchCustomerList(organizationId: string, params: CustomerListParams, signal?: AbortSignal): Promise<CustomerList> {
  return rpcData(
    getSupabase().rpc('list_customers', {
      p_organization_id: organizationId,
      p_search: params.search,
      p_limit: params.limit,
      p_offset: params.offset,
    }),
    declaredPage,
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
