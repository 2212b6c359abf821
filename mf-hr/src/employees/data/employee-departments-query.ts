// The departments in use, for the list's filter and the form's suggestions.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { FunctionReturns } from '@missionbase/session';
import { employeeKeys } from './keys';

/** The departments' names, as employee_departments declares its rows (a row without one names none). */
export function departmentNames(rows: FunctionReturns<'employee_departments'>): string[] {
  return rows.flatMap((row) => (row.department === null ? [] : [row.department]));
}

export function useEmployeeDepartments(organizationId: string | null) {
  return useQuery({
    queryKey: employeeKeys.departments(organizationId ?? ''),
    queryFn: async () => {
      const { data, error } = await getSupabase().rpc('employee_departments', { p_organization_id: organizationId ?? '' });
      if (error) throw error;
      return departmentNames(data);
    },
    enabled: Boolean(organizationId),
  });
}
