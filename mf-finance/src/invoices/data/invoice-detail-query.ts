// One invoice with its lines and payments (get_invoice); null when there is none by that id in an
// organization of the caller (the record page's "not found").
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { readRecord, rpcData } from '../../documents-shared/data/paged-rpc';
import type { DocumentPayment } from '../../documents-shared/components/DocumentPaymentsList';
import { invoiceKeys } from './keys';

export interface InvoiceLine {
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

export interface InvoiceDetail {
  id: string;
  organization_id: string;
  invoice_number: string;
  customer_id: string | null;
  customer_name: string;
  customer_email: string | null;
  customer_address: string | null;
  issue_date: string;
  due_date: string;
  terms: string | null;
  status: string;
  state: string;
  total: string;
  amount_paid: string;
  balance: string;
  paid_date: string | null;
  fund_id: string | null;
  fund_name: string | null;
  project_id: string | null;
  notes: string | null;
  journal_entry_id: string | null;
  void_entry_id: string | null;
  lines: InvoiceLine[];
  payments: DocumentPayment[];
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
