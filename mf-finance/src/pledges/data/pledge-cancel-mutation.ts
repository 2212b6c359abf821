// Cancels what is left unpaid of a pledge (cancel_pledge): the database writes the open balance
// off against contribution revenue on the chosen date, refusing a locked period in its words.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { refreshAfterLedgerSave } from '../../accounts/data/refresh-ledger';

export async function cancelPledge(pledgeId: string, date: string, reason: string): Promise<void> {
  const { error } = await getSupabase().rpc('cancel_pledge', { p_pledge_id: pledgeId, p_date: date, p_reason: reason || undefined });
  if (error) throw error;
}

export function useCancelPledge() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ pledgeId, date, reason }: { pledgeId: string; date: string; reason: string }) => cancelPledge(pledgeId, date, reason),
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('pledges', organizationId);
      refreshAfterLedgerSave();
    },
  });
}
