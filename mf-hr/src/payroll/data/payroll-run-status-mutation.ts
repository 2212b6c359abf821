// Approve, mark paid or void a run: one RPC each; the database posts (approval: the wages by
// allocation and the liabilities; payment: the cash; void: the reversals) and refuses in words.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, reloadActiveOrganizationData, useActiveOrganizationId } from '@missionbase/session';

export type PayrollRunAction = 'approve' | 'pay' | 'void';

const RPC = { approve: 'approve_payroll_run', pay: 'pay_payroll_run', void: 'void_payroll_run' } as const;

export function usePayrollRunAction() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: async ({ runId, action }: { runId: string; action: PayrollRunAction }) => {
      const { error } = await getSupabase().rpc(RPC[action], { p_run_id: runId });
      if (error) throw error;
    },
    onSuccess: () => {
      if (organizationId) {
        invalidateOnTableChange('payroll_runs', organizationId);
        invalidateOnTableChange('journal_entries', organizationId);
      }
      void reloadActiveOrganizationData();
    },
  });
}
