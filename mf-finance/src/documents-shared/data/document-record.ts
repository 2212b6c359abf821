// What an invoice and a bill have in common as search_* / get_* return them: the state and figures
// from the database, the lines (with account, project and fund), the ledger entries and the
// payments. The document-screen kit (DocumentsList, DocumentDetailPage) reads only these.
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

/** A document's state and figures, as the list (search_*) and the record (get_*) give them. */
export interface DocumentFigures {
  id: string;
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
}

/** A row of search_invoices / search_bills. */
export interface DocumentListRow extends DocumentFigures {
  days_overdue: number;
}

/** The filtered set's totals computed in SQL. */
export interface DocumentListTotals {
  count: number;
  total: string;
  paid: string;
  balance: string;
  overdue: string;
  draft: string;
}

export interface DocumentRecord extends DocumentFigures {
  organization_id: string;
  journal_entry_id: string | null;
  void_entry_id: string | null;
  lines: DocumentLine[];
  payments: DocumentPayment[];
}
