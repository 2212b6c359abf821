// The employees list: one page of list_employees (filters, sort and paging in the database); the
// tax id's last four digits come only to owners and admins.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readEmployeeList(value: unknown): EmployeeList {
  if (!isRecord(value) || !Array.isArray(value.rows) || typeof value.total !== 'number') {
    throw new Error('The employees list came back in an unexpected shape.');
  }
  return value as unknown as EmployeeList;
}

export async function fetchEmployeeList(organizationId: string, params: EmployeeListParams, signal?: AbortSignal): Promise<EmployeeList> {
  let request = getSupabase().rpc('list_employees', {
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
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return readEmployeeList(data);
}

export function useEmployeeList(organizationId: string | null, params: EmployeeListParams) {
  return useQuery({
    queryKey: employeeKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchEmployeeList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
