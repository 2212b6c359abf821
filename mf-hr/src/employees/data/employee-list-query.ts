// The employees list: one page of list_employees (filters, sort and paging in the database); the
// tax id's last four digits come only to owners and admins.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPaged, rpcData } from '@missionbase/session';
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

export interface EmployeeListRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  department: string | null;
  status: string;
  employment_type: string;
  hire_date: string | null;
  termination_date: string | null;
  pay_type: string;
  pay_rate: string;
  pay_schedule: string;
  manager_id: string | null;
  manager_name: string | null;
  programs: string | null;
  tax_id_last4: string | null;
  updated_at: string;
}

export interface EmployeeList {
  total: number;
  rows: EmployeeListRow[];
}

export function readEmployeeList(value: unknown): EmployeeList {
  return readPaged<EmployeeList>(value, 'employees list');
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
  return rpcData(request, readEmployeeList, signal);
}

export function useEmployeeList(organizationId: string | null, params: EmployeeListParams) {
  return useQuery({
    queryKey: employeeKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchEmployeeList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
