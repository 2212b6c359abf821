// Refreshes a draft run (refresh_payroll_run): a line for each active employee hired by the
// period's end who has none, none for whoever is no longer active, every line priced again with
// today's pay and rates (hours kept). The answer is how many lines were added and removed.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import type { RefreshOutcome } from '../utils/refresh-outcome';

export function useRefreshPayrollRun() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: async (runId: string): Promise<RefreshOutcome> => {
      const { data, error } = await getSupabase().rpc('refresh_payroll_run', { p_run_id: runId });
      if (error) throw error;
      const row = data[0];
      return { added: row?.added ?? 0, removed: row?.removed ?? 0 };
    },
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('payroll_runs', organizationId);
    },
  });
}
