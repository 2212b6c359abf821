// What an invoice and a bill have in common as get_invoice / get_bill return them: the lines (with
// account, project and fund), the figures from the database, the fund and the ledger entries, and
// the payments. The document-screen kit (DocumentDetailPage) reads only these.
import type { DocumentPayment } from '../components/DocumentPaymentsList';

export interface DocumentLine {
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

export interface DocumentRecord {
  id: string;
  organization_id: string;
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
  lines: DocumentLine[];
  payments: DocumentPayment[];
}
