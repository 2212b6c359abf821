// An employee's personal identifiers. Row Level Security returns the row to owners and admins
// only; everyone else gets no row (the screen does not even ask for them).
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { Tables } from '@missionbase/session';
import { employeeKeys } from './keys';

export type EmployeeIdentifiers = Tables<'employee_private'>;

export function useEmployeeIdentifiers(organizationId: string | null, employeeId: string, enabled: boolean) {
  return useQuery({
    queryKey: employeeKeys.identifiers(organizationId ?? '', employeeId),
    queryFn: async (): Promise<EmployeeIdentifiers | null> => {
      const { data, error } = await getSupabase().from('employee_private').select('*').eq('employee_id', employeeId).maybeSingle();
      if (error) throw error;
      return data;
    },
    enabled: Boolean(organizationId) && enabled,
  });
}
