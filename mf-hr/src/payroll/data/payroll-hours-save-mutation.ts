// Saves the hours grid of a draft run (set_payroll_hours): the database prices each hourly line
// (hours x rate, then the rates) and refuses anything but a draft.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';

export function useSavePayrollHours() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: async ({ runId, hours }: { runId: string; hours: Array<{ line_id: string; hours: string }> }) => {
      const { error } = await getSupabase().rpc('set_payroll_hours', { p_run_id: runId, p_hours: hours });
      if (error) throw error;
    },
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('payroll_runs', organizationId);
    },
  });
}
