// Creates a draft run for a pay period and pay date: the database proposes a line per active
// employee (propose_payroll_run) and refuses members, viewers and locked periods in words.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';

export interface ProposeRunInput {
  periodStart: string;
  periodEnd: string;
  payDate: string;
  fundId: string | null;
  notes: string;
}

export function useProposePayrollRun() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: async (input: ProposeRunInput): Promise<string> => {
      const { data, error } = await getSupabase().rpc('propose_payroll_run', {
        p_organization_id: organizationId ?? '',
        p_period_start: input.periodStart,
        p_period_end: input.periodEnd,
        p_pay_date: input.payDate,
        p_fund_id: input.fundId ?? undefined,
        p_notes: input.notes.trim() || undefined,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('payroll_runs', organizationId);
    },
  });
}
