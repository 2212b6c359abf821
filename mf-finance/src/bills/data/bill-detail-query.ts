// One bill with its lines and payments (get_bill); null when there is none by that id in an
// organization of the caller (the record page's "not found").
import { useQuery } from '@tanstack/react-query';
import { getSupabase, readRecord, rpcData } from '@missionbase/session';
import type { DocumentRecord } from '../../documents-shared/data/document-record';
import { billKeys } from './keys';

export interface BillDetail extends DocumentRecord {
  bill_number: string;
  vendor_id: string | null;
  vendor_name: string;
  vendor_reference: string | null;
  vendor_is_1099: boolean;
  bill_date: string;
  attachment_path: string | null;
  attachment_name: string | null;
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
