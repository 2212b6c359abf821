// Records a payment on an invoice (record_invoice_payment): partial or full, into the chosen
// deposit account; the database posts it and moves the invoice to partially paid or paid.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { refreshAfterLedgerSave } from '../../accounts/data/refresh-ledger';
import type { PaymentFormOutput } from '../../documents-shared/utils/payment-form';

export async function recordInvoicePayment(invoiceId: string, values: PaymentFormOutput): Promise<string> {
  const { data, error } = await getSupabase().rpc('record_invoice_payment', {
    p_invoice_id: invoiceId,
    p_payment_date: values.paymentDate,
    p_amount: Number(values.amount),
    p_method: values.method,
    p_reference: values.reference || undefined,
    p_account_id: values.accountId ?? undefined,
    p_notes: values.notes || undefined,
  });
  if (error) throw error;
  return String(data);
}

export function useRecordInvoicePayment() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ invoiceId, values }: { invoiceId: string; values: PaymentFormOutput }) => recordInvoicePayment(invoiceId, values),
    onSuccess: () => {
      if (!organizationId) return;
      invalidateOnTableChange('invoices', organizationId);
      invalidateOnTableChange('customers', organizationId);
      refreshAfterLedgerSave();
    },
  });
}
