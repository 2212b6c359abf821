// Replaces an employee's allocations in one call (save_employee_allocations); the database refuses
// a total other than 100 percent in words.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import type { AllocationDraft } from '../utils/allocations';
import { allocationPayload } from '../utils/allocations';

export function useSaveEmployeeAllocations() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: async ({ employeeId, allocations }: { employeeId: string; allocations: AllocationDraft[] }) => {
      const { error } = await getSupabase().rpc('save_employee_allocations', { p_employee_id: employeeId, p_allocations: allocationPayload(allocations) });
      if (error) throw error;
    },
    onSuccess: () => {
      if (organizationId) {
        invalidateOnTableChange('employee_allocations', organizationId);
        invalidateOnTableChange('employees', organizationId);
      }
    },
  });
}
