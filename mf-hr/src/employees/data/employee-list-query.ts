// The employees list: one page of list_employees (filters, sort and paging in the database); the
// tax id's last four digits come only to owners and admins.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';
import { employeeKeys } from './keys';

export const EMPLOYEE_SORTS = ['name', 'position', 'department', 'status', 'hire_date', 'pay_rate'] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];

export interface EmployeeListParams {
  status?: string;
  department?: string;
  projectId?: string;
  search?: string;
  sort: EmployeeSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** An employee in the list, as list_employees declares it (every attribute may be null). */
export type EmployeeListRow = CompositeTypes<'employee_list_row'>;

export interface EmployeeList {
  total: number;
  rows: EmployeeListRow[];
}

export async function fetchEmployeeList(organizationId: string, params: EmployeeListParams, signal?: AbortSignal): Promise<EmployeeList> {
  const request = getSupabase().rpc('list_employees', {
    p_organization_id: organizationId,
    p_status: params.status,
    p_department: params.department,
    p_project_id: params.projectId,
    p_search: params.search,
    p_sort: params.sort,
    p_direction: params.direction,
    p_limit: params.limit,
    p_offset: params.offset,
  });
  return rpcData(request, declaredPage, signal);
}

export function useEmployeeList(organizationId: string | null, params: EmployeeListParams) {
  return useQuery({
    queryKey: employeeKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchEmployeeList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
