// An employee's allocations to programs and functions (they total 100 percent, or there are none).
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { Tables } from '@missionbase/session';
import { employeeKeys } from './keys';

export type EmployeeAllocationRow = Tables<'employee_allocations'>;

export function useEmployeeAllocations(organizationId: string | null, employeeId: string) {
  return useQuery({
    queryKey: employeeKeys.allocations(organizationId ?? '', employeeId),
    queryFn: async (): Promise<EmployeeAllocationRow[]> => {
      const { data, error } = await getSupabase()
        .from('employee_allocations').select('*').eq('employee_id', employeeId).order('percent', { ascending: false }).order('id');
      if (error) throw error;
      return data;
    },
    enabled: Boolean(organizationId),
  });
}
