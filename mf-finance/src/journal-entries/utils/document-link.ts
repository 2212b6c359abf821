// Where the document that created a journal entry is opened: the entry is read-only in the editor
// and links there (a document's entry is corrected through the document, issue 22.1).
export interface EntryDocument {
  type: string;
  id: string;
  label: string;
  exists: boolean;
}

const DOCUMENT_PAGES: Readonly<Record<string, string>> = {
  transaction: '/app/transactions',
  donation: '/app/finance/donations',
  invoice: '/app/finance/invoices',
  invoice_payment: '/app/finance/invoices',
  bill: '/app/finance/bills',
  bill_payment: '/app/finance/bills',
  payroll_run: '/app/hr/payroll',
};

/**
 * The document's page opening that document, or null when there is no page for it (or it was
 * deleted). A transaction opens in the shell's transaction dialog (its `?editTransaction=<id>`
 * link, as the palette's Recent Transactions); the other documents' pages take `?open=<id>`.
 */
export function documentPath(document: EntryDocument | null): string | null {
  if (!document || !document.exists) return null;
  const page = DOCUMENT_PAGES[document.type];
  if (!page) return null;
  const parameter = document.type === 'transaction' ? 'editTransaction' : 'open';
  return `${page}?${parameter}=${encodeURIComponent(document.id)}`;
}

const SOURCE_LABELS: Readonly<Record<string, string>> = {
  manual: 'Manual',
  transaction: 'Transaction',
  donation: 'Donation',
  invoice: 'Invoice',
  invoice_payment: 'Invoice payment',
  bill: 'Bill',
  bill_payment: 'Bill payment',
  payroll_run: 'Payroll',
  reversal: 'Reversal',
  opening_balance: 'Opening balance',
};

export function sourceLabel(sourceType: string): string {
  return SOURCE_LABELS[sourceType] ?? sourceType.replace(/_/g, ' ');
}

export const SOURCE_FILTER_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'manual', label: 'Manual entries' },
  { value: 'documents', label: 'From documents' },
  ...Object.entries(SOURCE_LABELS).filter(([value]) => value !== 'manual').map(([value, label]) => ({ value, label })),
];
