// The states a person reads on an invoice or a bill (derived in SQL by private.document_state:
// overdue and partially paid are never stored), with their words and tag colours.
export type DocumentKind = 'invoice' | 'bill';

export const INVOICE_STATES = ['draft', 'sent', 'partially_paid', 'overdue', 'paid', 'void'] as const;
export const BILL_STATES = ['draft', 'approved', 'partially_paid', 'overdue', 'paid', 'void'] as const;

const LABELS: Record<string, string> = {
  draft: 'Draft',
  sent: 'Sent',
  approved: 'Approved',
  partially_paid: 'Partially paid',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
  open: 'Open (not paid)',
};

const COLORS: Record<string, string> = {
  draft: 'default',
  sent: 'blue',
  approved: 'blue',
  partially_paid: 'gold',
  overdue: 'red',
  paid: 'green',
  void: 'default',
};

/** A state in words; none is said as nothing. */
export function stateLabel(state: string | null): string {
  if (state === null) return '';
  return LABELS[state] ?? state;
}

export function stateColor(state: string | null): string {
  return (state !== null ? COLORS[state] : undefined) ?? 'default';
}

/** The states a list can be filtered by: every state, plus "open" (issued and not fully paid). */
export function stateFilterOptions(kind: DocumentKind): Array<{ value: string; label: string }> {
  const states = kind === 'invoice' ? INVOICE_STATES : BILL_STATES;
  return ['open', ...states].map((value) => ({ value, label: stateLabel(value) }));
}

/** What a member may do next with a document in this state (the database decides anyway); none without a state. */
export function documentActions(kind: DocumentKind, state: string | null): { edit: boolean; finalize: boolean; pay: boolean; void: boolean } {
  const open = state === 'sent' || state === 'approved' || state === 'partially_paid' || state === 'overdue';
  return {
    edit: state === 'draft',
    finalize: state === 'draft',
    pay: open,
    // A document with payments cannot be voided (the database refuses it with its words).
    void: state === 'draft' || (open && state !== 'partially_paid'),
  };
}

export const PAYMENT_METHODS = ['check', 'ach', 'wire', 'card', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
const METHOD_LABELS: Record<string, string> = { check: 'Check', ach: 'ACH', wire: 'Wire', card: 'Card', cash: 'Cash', other: 'Other' };

/** A payment method in words; none is said as nothing. */
export function paymentMethodLabel(method: string | null): string {
  if (method === null) return '';
  return METHOD_LABELS[method] ?? method;
}
