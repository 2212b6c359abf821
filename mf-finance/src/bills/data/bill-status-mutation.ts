// Approves or voids a bill (set_bill_status): approving posts the expense against Accounts Payable
// (above the settings' approval threshold only owners and admins may), voiding reverses it; the
// database refuses a void with payments in its words.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { refreshAfterLedgerSave } from '../../accounts/data/refresh-ledger';

export async function setBillStatus(billId: string, status: 'approved' | 'void'): Promise<void> {
  const { error } = await getSupabase().rpc('set_bill_status', { p_bill_id: billId, p_status: status });
  if (error) throw error;
}

export function useSetBillStatus() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ billId, status }: { billId: string; status: 'approved' | 'void' }) => setBillStatus(billId, status),
    onSuccess: () => {
      if (!organizationId) return;
      invalidateOnTableChange('bills', organizationId);
      invalidateOnTableChange('vendors', organizationId);
      refreshAfterLedgerSave();
    },
  });
}
