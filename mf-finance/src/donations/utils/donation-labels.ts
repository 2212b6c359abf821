// Donation methods and their words, without the form's zod schema: the list, its filters and the
// receipts show them on a cold load, and the schema loads with the drawer.
export const DONATION_METHODS = ['cash', 'check', 'card', 'ach', 'wire', 'stock', 'in_kind', 'other'] as const;
export type DonationMethod = (typeof DONATION_METHODS)[number];

export const METHOD_LABELS: Record<string, string> = {
  cash: 'Cash',
  check: 'Check',
  card: 'Card',
  ach: 'ACH',
  wire: 'Wire',
  stock: 'Stock',
  pledge: 'Pledge',
  in_kind: 'In-kind',
  other: 'Other',
};

/** A method in words; none is said as nothing. */
export function methodLabel(method: string | null): string {
  if (method === null) return '';
  return METHOD_LABELS[method] ?? method;
}
