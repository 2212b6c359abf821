// One invoice with its lines and payments (get_invoice); null when there is none by that id in an
// organization of the caller (the record page's "not found").
import { useQuery } from '@tanstack/react-query';
import { getSupabase, readRecord, rpcData } from '@missionbase/session';
import type { DocumentRecord } from '../../documents-shared/data/document-record';
import { invoiceKeys } from './keys';

export interface InvoiceDetail extends DocumentRecord {
  invoice_number: string;
  customer_id: string | null;
  customer_name: string;
  customer_email: string | null;
  customer_address: string | null;
  issue_date: string;
  terms: string | null;
  project_id: string | null;
}

export function readInvoiceDetail(value: unknown): InvoiceDetail | null {
  return readRecord<InvoiceDetail>(value, 'invoice', ['lines', 'payments']);
}

export async function fetchInvoice(invoiceId: string): Promise<InvoiceDetail | null> {
  return rpcData(getSupabase().rpc('get_invoice', { p_invoice_id: invoiceId }), readInvoiceDetail);
}

export function useInvoice(organizationId: string | null, invoiceId: string | null) {
  return useQuery({
    queryKey: invoiceKeys.detail(organizationId ?? '', invoiceId ?? ''),
    queryFn: () => fetchInvoice(invoiceId ?? ''),
    enabled: Boolean(organizationId) && Boolean(invoiceId),
  });
}
