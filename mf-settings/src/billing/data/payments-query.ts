// The organization's payment history (billing_payments, written by the provider's webhook; owners
// and admins may read it), newest first.
import { getSupabase } from '@missionbase/session';

export interface PaymentRow {
  id: string;
  provider_invoice_id: string;
  amount_cents: number;
  currency: string;
  status: 'paid' | 'failed';
  description: string;
  created_at: string;
}

/** How many payments the page lists (a monthly plan makes twelve a year). */
export const PAYMENT_HISTORY_LIMIT = 100;

export async function fetchPayments(organizationId: string): Promise<PaymentRow[]> {
  const { data, error } = await getSupabase()
    .from('billing_payments')
    .select('id, provider_invoice_id, amount_cents, currency, status, description, created_at')
    .eq('organization_id', organizationId)
    .order('created_at', { ascending: false })
    .limit(PAYMENT_HISTORY_LIMIT);
  if (error) throw new Error(error.message);
  // bigint columns may arrive as strings: money stays in whole cents.
  return ((data ?? []) as (Omit<PaymentRow, 'amount_cents'> & { amount_cents: number | string })[]).map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }));
}
