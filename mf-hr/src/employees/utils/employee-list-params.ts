// The employees list's URL state -> the list_employees parameters.
import type { TableSort } from '@missionbase/ui/table';
import { EMPLOYEE_SORTS } from '../data/employee-list-query';
import type { EmployeeListParams, EmployeeSort } from '../data/employee-list-query';

export const EMPLOYEE_FILTER_KEYS = ['q', 'status', 'department', 'program'] as const;
export const EMPLOYEE_PAGE_SIZE = 25;

export function employeeListParamsFrom(
  filters: Partial<Record<(typeof EMPLOYEE_FILTER_KEYS)[number], string>>,
  sort: TableSort | null,
  page: number,
  pageSize: number,
): EmployeeListParams {
  const key = (EMPLOYEE_SORTS as readonly string[]).includes(sort?.key ?? '') ? (sort?.key as EmployeeSort) : 'name';
  return {
    search: filters.q,
    status: filters.status,
    department: filters.department,
    projectId: filters.program,
    sort: key,
    direction: sort?.direction ?? 'asc',
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
}
