// Saves a pledge and its schedule in one call (save_pledge), which the database posts (Pledges
// Receivable against contribution revenue) and checks (the schedule adds up, the fund and amount
// rules once gifts are applied, locked periods, viewers, an ended trial).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { refreshAfterLedgerSave } from '../../accounts/data/refresh-ledger';
import type { PledgeWrite } from '../utils/pledge-form';

export async function savePledge(organizationId: string, pledgeId: string | null, write: PledgeWrite): Promise<string> {
  const { data, error } = await getSupabase().rpc('save_pledge', {
    p_organization_id: organizationId,
    // A new pledge has no id yet (the SQL's null).
    p_pledge_id: pledgeId ?? undefined,
    p_donor_id: write.donorId,
    p_pledge_date: write.pledgeDate,
    p_amount: Number(write.amount),
    p_fund_id: write.fundId ?? undefined,
    p_campaign: write.campaign ?? undefined,
    p_notes: write.notes ?? undefined,
    p_installments: write.installments,
    p_project_id: write.projectId ?? undefined,
  });
  if (error) throw error;
  return data;
}

export function useSavePledge() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ pledgeId, write }: { pledgeId: string | null; write: PledgeWrite }) => savePledge(organizationId ?? '', pledgeId, write),
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('pledges', organizationId);
      refreshAfterLedgerSave();
    },
  });
}
