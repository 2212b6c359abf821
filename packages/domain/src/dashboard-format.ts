// How the dashboard words money, months, fiscal years, entry sources and budget use.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Integer cents as dollars with two decimals: 123456 -> '$1,234.56', -5 -> '-$0.05'. */
export function formatDollars(cents: number): string {
  return dollars.format(cents / 100);
}

/** Short axis labels: '$0', '$2.5K', '$1.2M'. */
export function formatDollarsCompact(cents: number): string {
  return compactDollars.format(cents / 100);
}

/** 'yyyy-mm-dd' -> 'Nov' (the month's short name). */
export function monthShortName(isoDay: string): string {
  return MONTHS[Number(isoDay.slice(5, 7)) - 1] ?? isoDay;
}

/** 'yyyy-mm-dd' -> 'Nov 22, 2026', without going through the browser's time zone. */
export function formatDay(isoDay: string): string {
  return `${monthShortName(isoDay)} ${Number(isoDay.slice(8, 10))}, ${isoDay.slice(0, 4)}`;
}

/** A calendar fiscal year is named by its year; any other by its first and last months. */
export function fiscalYearLabel(start: string, end: string): string {
  if (start.slice(5) === '01-01') return `FY ${start.slice(0, 4)}`;
  return `FY ${monthShortName(start)} ${start.slice(0, 4)} – ${monthShortName(end)} ${end.slice(0, 4)}`;
}

const SOURCES: Record<string, string> = {
  manual: 'Journal entry',
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

/** The document behind a journal entry, in words. */
export function entrySourceLabel(sourceType: string): string {
  return SOURCES[sourceType] ?? 'Journal entry';
}

export interface BudgetUse {
  /** Share of the budget spent, 0-100 for the bar (capped), or null without a budget. */
  percent: number | null;
  overBudget: boolean;
  /** Budget left (negative when over), or null without a budget. */
  remainingCents: number | null;
}

export function budgetUse(spentCents: number, budgetCents: number | null): BudgetUse {
  if (budgetCents === null || budgetCents <= 0) return { percent: null, overBudget: false, remainingCents: null };
  const percent = Math.round((Math.max(spentCents, 0) / budgetCents) * 100);
  return { percent: Math.min(percent, 100), overBudget: spentCents > budgetCents, remainingCents: budgetCents - spentCents };
}
