// The organization's payment history (billing_payments, written by the provider's webhook; owners
// and admins may read it), newest first.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, type Tables } from '@missionbase/session';
import { billingKeys } from './keys';

export type PaymentRow = Pick<Tables<'billing_payments'>, 'id' | 'provider_invoice_id' | 'amount_cents' | 'currency' | 'description' | 'created_at'> & {
  status: 'paid' | 'failed';
};

/** How many payments the page lists (a monthly plan makes twelve a year). */
export const PAYMENT_HISTORY_LIMIT = 100;

function isPaymentStatus(status: string): status is PaymentRow['status'] {
  return status === 'paid' || status === 'failed';
}

export async function fetchPayments(organizationId: string): Promise<PaymentRow[]> {
  const { data, error } = await getSupabase()
    .from('billing_payments')
    .select('id, provider_invoice_id, amount_cents, currency, status, description, created_at')
    .eq('organization_id', organizationId)
    .order('created_at', { ascending: false })
    .limit(PAYMENT_HISTORY_LIMIT);
  if (error) throw new Error(error.message);
  // The table's check constraint allows only these two; anything else would be a schema change.
  return (data ?? []).flatMap((row) => (isPaymentStatus(row.status) ? [{ ...row, status: row.status, amount_cents: Number(row.amount_cents) }] : []));
}

export function usePaymentsQuery(organizationId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.payments(organizationId ?? ''),
    queryFn: () => fetchPayments(organizationId ?? ''),
    enabled: enabled && organizationId !== null,
  });
}
