// Saves an employee's record: ONE insert or update of public.employees (the database checks the
// wage account, the dates and who may write).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import type { TablesInsert } from '@missionbase/session';

export type EmployeeWrite = Omit<TablesInsert<'employees'>, 'organization_id' | 'id'>;

export async function saveEmployee(organizationId: string, employeeId: string | null, row: EmployeeWrite): Promise<string> {
  if (employeeId === null) {
    const { data, error } = await getSupabase().from('employees').insert({ organization_id: organizationId, ...row }).select('id').single();
    if (error) throw error;
    return data.id;
  }
  const { error } = await getSupabase().from('employees').update(row).eq('id', employeeId).eq('organization_id', organizationId);
  if (error) throw error;
  return employeeId;
}

export function useSaveEmployee() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ employeeId, row }: { employeeId: string | null; row: EmployeeWrite }) => saveEmployee(organizationId ?? '', employeeId, row),
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('employees', organizationId);
    },
  });
}
