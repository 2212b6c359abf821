// Issues ('sent') or voids an invoice (set_invoice_status): issuing posts the receivable, voiding
// reverses it; the database refuses a void with payments in its words.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { refreshAfterLedgerSave } from '../../accounts/data/refresh-ledger';

export async function setInvoiceStatus(invoiceId: string, status: 'sent' | 'void'): Promise<void> {
  const { error } = await getSupabase().rpc('set_invoice_status', { p_invoice_id: invoiceId, p_status: status });
  if (error) throw error;
}

export function useSetInvoiceStatus() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ invoiceId, status }: { invoiceId: string; status: 'sent' | 'void' }) => setInvoiceStatus(invoiceId, status),
    onSuccess: () => {
      if (!organizationId) return;
      invalidateOnTableChange('invoices', organizationId);
      invalidateOnTableChange('customers', organizationId);
      refreshAfterLedgerSave();
    },
  });
}
