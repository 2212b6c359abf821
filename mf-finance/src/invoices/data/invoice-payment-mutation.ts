// Records a payment on an invoice (record_invoice_payment): partial or full, into the chosen
// deposit account; the database posts it and moves the invoice to partially paid or paid.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import { refreshAfterDocumentChange } from '../../documents-shared/data/refresh-after-document-change';
import type { PaymentFormOutput } from '../../documents-shared/utils/payment-form';
import { INVOICE_KIND } from '../invoice-kind';

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
    onSuccess: () => refreshAfterDocumentChange(INVOICE_KIND, organizationId),
  });
}
