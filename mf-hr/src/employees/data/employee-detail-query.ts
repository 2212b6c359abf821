// One employee's record (null when it does not exist or belongs to another organization).
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { Tables } from '@missionbase/session';
import { employeeKeys } from './keys';

export type EmployeeRecord = Tables<'employees'>;

export function useEmployee(organizationId: string | null, employeeId: string) {
  return useQuery({
    queryKey: employeeKeys.detail(organizationId ?? '', employeeId),
    queryFn: async (): Promise<EmployeeRecord | null> => {
      const { data, error } = await getSupabase()
        .from('employees').select('*').eq('organization_id', organizationId ?? '').eq('id', employeeId).maybeSingle();
      if (error) throw error;
      return data;
    },
    enabled: Boolean(organizationId) && /^[0-9a-f-]{36}$/i.test(employeeId),
  });
}
