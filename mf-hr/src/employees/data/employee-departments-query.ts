// The departments in use, for the list's filter and the form's suggestions.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { employeeKeys } from './keys';

/** The rows as the API sends them ({ department } objects; the generated type says strings). */
export function readDepartments(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item === 'string') return [item];
    if (typeof item === 'object' && item !== null && 'department' in item && typeof item.department === 'string') return [item.department];
    return [];
  });
}

export function useEmployeeDepartments(organizationId: string | null) {
  return useQuery({
    queryKey: employeeKeys.departments(organizationId ?? ''),
    queryFn: async () => {
      const { data, error } = await getSupabase().rpc('employee_departments', { p_organization_id: organizationId ?? '' });
      if (error) throw error;
      return readDepartments(data);
    },
    enabled: Boolean(organizationId),
  });
}
