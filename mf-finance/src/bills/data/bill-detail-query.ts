// One bill with its lines and payments (get_bill); null when there is none by that id in an
// organization of the caller (the record page's "not found").
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { readRecord, rpcData } from '../../documents-shared/data/paged-rpc';
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

export function readBillDetail(value: unknown): BillDetail | null {
  return readRecord<BillDetail>(value, 'bill', ['lines', 'payments']);
}

export async function fetchBill(billId: string): Promise<BillDetail | null> {
  return rpcData(getSupabase().rpc('get_bill', { p_bill_id: billId }), readBillDetail);
}

export function useBill(organizationId: string | null, billId: string | null) {
  return useQuery({
    queryKey: billKeys.detail(organizationId ?? '', billId ?? ''),
    queryFn: () => fetchBill(billId ?? ''),
    enabled: Boolean(organizationId) && Boolean(billId),
  });
}
