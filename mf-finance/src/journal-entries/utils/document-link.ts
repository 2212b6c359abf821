// Where the document that created a journal entry is opened: the entry is read-only in the editor
// and links there (a document's entry is corrected through the document).
import type { CompositeTypes } from '@missionbase/session';

/** The document an entry came from, as get_journal_entry declares it (every attribute may be null). */
export type EntryDocument = CompositeTypes<'journal_entry_document'>;

/** Each document's own page, from the entry's source id (the document's id). */
const DOCUMENT_PATHS: Readonly<Record<string, (id: string) => string>> = {
  // A transaction opens in the shell's transaction dialog (the palette's Recent Transactions link).
  transaction: (id) => `/app/transactions?editTransaction=${id}`,
  donation: (id) => `/app/finance/donations?open=${id}`,
  pledge: (id) => `/app/finance/donations?tab=pledges&pledge=${id}`,
  pledge_cancellation: (id) => `/app/finance/donations?tab=pledges&pledge=${id}`,
  invoice: (id) => `/app/finance/invoices/${id}`,
  invoice_payment: (id) => `/app/finance/invoices/${id}`,
  bill: (id) => `/app/finance/bills/${id}`,
  bill_payment: (id) => `/app/finance/bills/${id}`,
  payroll_run: (id) => `/app/hr/payroll/${id}`,
  year_end_close: () => '/app/settings/advanced',
  year_end_reopen: () => '/app/settings/advanced',
};

/**
 * The page opening the entry's document, or null when there is no page for it (a stock movement
 * is shown on its item's page, which the entry does not name) or the document was deleted.
 */
export function documentPath(document: EntryDocument | null): string | null {
  // A document without its type or id cannot be opened either.
  if (!document?.exists || document.type === null || document.id === null) return null;
  const path = DOCUMENT_PATHS[document.type];
  return path ? path(encodeURIComponent(document.id)) : null;
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
  pledge: 'Pledge',
  pledge_cancellation: 'Pledge cancellation',
  inventory_opening: 'Opening stock',
  inventory_receipt: 'Goods receipt',
  inventory_adjustment: 'Inventory adjustment',
  year_end_close: 'Year-end close',
  year_end_reopen: 'Year-end reopening',
};

/** A source in words; none is said as nothing. */
export function sourceLabel(sourceType: string | null): string {
  if (sourceType === null) return '';
  return SOURCE_LABELS[sourceType] ?? sourceType.replace(/_/g, ' ');
}

export const SOURCE_FILTER_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'manual', label: 'Manual entries' },
  { value: 'documents', label: 'From documents' },
  ...Object.entries(SOURCE_LABELS).filter(([value]) => value !== 'manual').map(([value, label]) => ({ value, label })),
];
