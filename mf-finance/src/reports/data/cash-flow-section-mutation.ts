// set_cash_flow_section: owners and admins move an account type to another cash flow section; the
// statement (a ledger report) refetches.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEDGER, getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { CashFlowSection } from './cash-flow-sections-query';

export function useSetCashFlowSection() {
  const organizationId = useActiveOrganizationId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ accountTypeId, section }: { accountTypeId: string; section: CashFlowSection }) => {
      const { error } = await getSupabase().rpc('set_cash_flow_section', {
        p_organization_id: organizationId ?? '', p_account_type_id: accountTypeId, p_section: section,
      });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [LEDGER, organizationId ?? '', 'report'] }),
  });
}
