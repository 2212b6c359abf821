// Pays one bill or a batch (pay_bills, one transaction: all or none): the payment date,
// method, first check number (one check per vendor, numbered on) and paying account; each bill's
// amount (its balance due unless a partial amount is given). Each payment posts through the
// database (debit Accounts Payable, credit the paying account).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import { refreshAfterDocumentChange } from '../../documents-shared/data/refresh-after-document-change';
import type { PaymentFormOutput } from '../../documents-shared/utils/payment-form';
import { BILL_KIND } from '../bill-kind';

export interface PayBillsInput {
  payments: Array<{ billId: string; amount: string }>;
  values: PaymentFormOutput;
}

export async function payBills(organizationId: string, input: PayBillsInput): Promise<number> {
  const { data, error } = await getSupabase().rpc('pay_bills', {
    p_organization_id: organizationId,
    p_payments: input.payments.map((payment) => ({ bill_id: payment.billId, amount: payment.amount })),
    p_payment_date: input.values.paymentDate,
    p_method: input.values.method,
    p_reference: input.values.reference || undefined,
    p_account_id: input.values.accountId ?? undefined,
  });
  if (error) throw error;
  // How many payments were recorded (a public.bill_payments_made); none said is every one asked for.
  return data.count ?? input.payments.length;
}

export function usePayBills() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (input: PayBillsInput) => payBills(organizationId ?? '', input),
    onSuccess: () => refreshAfterDocumentChange(BILL_KIND, organizationId),
  });
}
