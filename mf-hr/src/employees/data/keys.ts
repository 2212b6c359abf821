// Query keys of the Employees screen: [table, organizationId, ...] so a realtime change of the
// table (or a save here) invalidates them by prefix.
import type { EmployeeListParams } from './employee-list-query';

export const employeeKeys = {
  all: (organizationId: string) => ['employees', organizationId] as const,
  list: (organizationId: string, params: EmployeeListParams) => ['employees', organizationId, 'list', params] as const,
  detail: (organizationId: string, employeeId: string) => ['employees', organizationId, 'detail', employeeId] as const,
  // Under employees: a change of employee_pay invalidates the employees' keys (SHOWN_WITH).
  pay: (organizationId: string, employeeId: string) => ['employees', organizationId, 'pay', employeeId] as const,
  departments: (organizationId: string) => ['employees', organizationId, 'departments'] as const,
  allocations: (organizationId: string, employeeId: string) => ['employee_allocations', organizationId, employeeId] as const,
  identifiers: (organizationId: string, employeeId: string) => ['employee_private', organizationId, employeeId] as const,
};
