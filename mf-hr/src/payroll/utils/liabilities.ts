// The Liabilities tab's rules, apart from React: a liability's key (agency, item and month), the
// month's words, who bears it, and the payment a selection makes (each item's amount, at most what
// is owed, in cents; the database checks again and refuses in its words).
import { centsToDecimalString, formatMoney, moneyToCents } from '@missionbase/domain/money';

/** One open liability as payroll_liabilities answers it (every attribute may be null). */
export interface LiabilityRow {
  agency: string | null;
  item: string | null;
  paid_by: string | null;
  kind: string | null;
  period: string | null;
  accrued: number | null;
  paid: number | null;
  owed: number | null;
}

export interface LiabilityPaymentItem {
  agency: string;
  item: string;
  period: string;
  amount: string;
}

export function liabilityKey(row: Pick<LiabilityRow, 'agency' | 'item' | 'period'>): string {
  return `${row.period ?? ''}|${row.agency ?? ''}|${row.item ?? ''}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-11-01" -> "November 2026". */
export function periodLabel(period: string | null): string {
  const match = /^(\d{4})-(\d{2})/.exec(period ?? '');
  if (!match) return period ?? '';
  return `${MONTHS[Number(match[2]) - 1] ?? match[2]} ${match[1]}`;
}

/** Who bears the amount: withheld from employees' pay, or the employer's own cost. */
export function bearerLabel(row: Pick<LiabilityRow, 'paid_by' | 'kind'>): string {
  if (row.paid_by === 'employer') return row.kind === 'benefit' ? 'Employer benefit' : 'Employer tax';
  return row.kind === 'benefit' ? 'Deduction' : 'Withheld tax';
}

export type PaymentDraft =
  | { ok: true; items: LiabilityPaymentItem[]; totalCents: number }
  | { ok: false; problem: string };

/**
 * The items of a payment from the rows chosen and the amounts typed (empty: all that is owed). A
 * row without its agency, item or period cannot be paid; an amount must be above zero and at most
 * what is owed.
 */
export function paymentDraft(rows: readonly LiabilityRow[], amounts: Readonly<Record<string, string>>): PaymentDraft {
  if (rows.length === 0) return { ok: false, problem: 'Choose at least one liability to pay.' };
  const items: LiabilityPaymentItem[] = [];
  let totalCents = 0;
  for (const row of rows) {
    if (row.agency === null || row.item === null || row.period === null) return { ok: false, problem: 'A liability without its agency, item or month cannot be paid.' };
    const owedCents = moneyToCents(row.owed ?? 0) ?? 0;
    const typed = (amounts[liabilityKey(row)] ?? '').trim();
    const cents = typed === '' ? owedCents : moneyToCents(typed);
    const what = `${row.item} for ${periodLabel(row.period)}`;
    if (cents === null || cents <= 0) return { ok: false, problem: `Enter an amount above zero for ${what}.` };
    if (cents > owedCents) return { ok: false, problem: `${what} owes ${formatMoney(centsToDecimalString(owedCents))}; a payment cannot pay more.` };
    items.push({ agency: row.agency, item: row.item, period: row.period, amount: centsToDecimalString(cents) });
    totalCents += cents;
  }
  return { ok: true, items, totalCents };
}
