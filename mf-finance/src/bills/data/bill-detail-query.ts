// One bill with its lines and payments (get_bill); null when there is none by that id in an
// organization of the caller (the record page's "not found").
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { DocumentPayment } from '../../documents-shared/components/DocumentPaymentsList';
import { billKeys } from './keys';

export interface BillLine {
  id: string;
  line_number: number;
  description: string;
  quantity: string;
  unit_price: string;
  amount: string;
  account_id: string | null;
  account_label: string | null;
  project_id: string | null;
  project_name: string | null;
  fund_id: string | null;
  fund_name: string | null;
}

export interface BillDetail {
  id: string;
  organization_id: string;
  bill_number: string;
  vendor_id: string | null;
  vendor_name: string;
  vendor_reference: string | null;
  vendor_is_1099: boolean;
  bill_date: string;
  due_date: string;
  status: string;
  state: string;
  total: string;
  amount_paid: string;
  balance: string;
  paid_date: string | null;
  fund_id: string | null;
  fund_name: string | null;
  notes: string | null;
  journal_entry_id: string | null;
  void_entry_id: string | null;
  attachment_path: string | null;
  attachment_name: string | null;
  lines: BillLine[];
  payments: DocumentPayment[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readBillDetail(value: unknown): BillDetail | null {
  if (value === null) return null;
  if (!isRecord(value) || typeof value.id !== 'string' || !Array.isArray(value.lines) || !Array.isArray(value.payments)) {
    throw new Error('The bill came back in an unexpected shape.');
  }
  return value as unknown as BillDetail;
}

export async function fetchBill(billId: string): Promise<BillDetail | null> {
  const { data, error } = await getSupabase().rpc('get_bill', { p_bill_id: billId });
  if (error) throw error;
  return readBillDetail(data);
}

export function useBill(organizationId: string | null, billId: string | null) {
  return useQuery({
    queryKey: billKeys.detail(organizationId ?? '', billId ?? ''),
    queryFn: () => fetchBill(billId ?? ''),
    enabled: Boolean(organizationId) && Boolean(billId),
  });
}
