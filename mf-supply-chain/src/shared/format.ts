// Words and numbers of the supply-chain screens: statuses, movement kinds and quantities as people
// write them (figures themselves come from the database).

export const REQUEST_STATUS_LABELS: Readonly<Record<string, string>> = {
  draft: 'Draft', submitted: 'Submitted', approved: 'Approved', rejected: 'Rejected', ordered: 'Ordered',
};
export const REQUEST_STATUS_COLORS: Readonly<Record<string, string>> = {
  draft: 'default', submitted: 'blue', approved: 'green', rejected: 'red', ordered: 'purple',
};
export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  draft: 'Draft', sent: 'Sent', partially_received: 'Partially received', received: 'Received', closed: 'Closed', cancelled: 'Cancelled',
};
export const ORDER_STATUS_COLORS: Readonly<Record<string, string>> = {
  draft: 'default', sent: 'blue', partially_received: 'gold', received: 'green', closed: 'default', cancelled: 'red',
};
export const MOVEMENT_KIND_LABELS: Readonly<Record<string, string>> = {
  opening: 'Opening stock', receipt: 'Receipt', count: 'Count', spoilage: 'Spoilage', distribution: 'Distribution', donation_in: 'Donated goods',
};
export const MATCH_FLAG_LABELS: Readonly<Record<string, string>> = {
  not_fully_received: 'Not fully received',
  over_received: 'Over-received',
  billed_more_than_received: 'Billed more than received',
  received_not_billed: 'Received, not billed',
  price_differs: 'Billed price differs',
};

/** 1250 -> "1,250", 2.5 -> "2.5" (quantities keep up to two decimals, no trailing zeros). */
export function formatQuantity(value: string | number | null | undefined): string {
  const number = typeof value === 'number' ? value : Number(value ?? 0);
  if (!Number.isFinite(number)) return '';
  return number.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** A code in words (the code itself, spaced, when it has none); no code is nothing. */
export function labelOf(labels: Readonly<Record<string, string>>, key: string | null): string {
  if (key === null) return '';
  return labels[key] ?? key.replace(/_/g, ' ');
}

/** A code's tag colour; none (or no code) is the tag's default. */
export function colorOf(colors: Readonly<Record<string, string>>, key: string | null): string | undefined {
  return key === null ? undefined : colors[key];
}
