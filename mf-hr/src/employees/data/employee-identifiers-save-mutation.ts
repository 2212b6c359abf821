// Saves an employee's personal identifiers (owners and admins only: Row Level Security refuses
// everyone else). One upsert keyed by the employee.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';

export interface IdentifiersWrite {
  tax_id: string | null;
  bank_routing: string | null;
  bank_account: string | null;
}

export function useSaveEmployeeIdentifiers() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: async ({ employeeId, values }: { employeeId: string; values: IdentifiersWrite }) => {
      const { error } = await getSupabase()
        .from('employee_private')
        .upsert({ organization_id: organizationId ?? '', employee_id: employeeId, ...values }, { onConflict: 'employee_id' });
      if (error) throw error;
    },
    onSuccess: () => {
      if (organizationId) {
        invalidateOnTableChange('employee_private', organizationId);
        invalidateOnTableChange('employees', organizationId);
      }
    },
  });
}
