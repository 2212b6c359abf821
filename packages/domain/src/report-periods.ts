// How a report names its period: the export file's name (`statement-of-activities-FY2025`) and the
// statement's heading ("For the year ended December 31, 2025", "As of December 31, 2025"). One
// rule for every report export and statement, from the report's name and its period.
import type { DateRange } from './fiscal-periods';
import { fiscalYearOf } from './fiscal-periods';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const COUNTS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'] as const;

/** A report's period: a range, or (no `from`) a balance as of `to`. */
export interface ReportPeriod {
  from?: string | null;
  to: string;
}

/** 'yyyy-mm-dd' -> 'December 31, 2025'. */
export function longDay(isoDay: string): string {
  return `${MONTH_NAMES[Number(isoDay.slice(5, 7)) - 1] ?? ''} ${Number(isoDay.slice(8, 10))}, ${isoDay.slice(0, 4)}`;
}

function isFiscalYear(range: DateRange, startMonth: number): boolean {
  const year = fiscalYearOf(range.from, startMonth);
  return year.from === range.from && year.to === range.to;
}

function lastDayOfMonth(isoDay: string): string {
  const date = new Date(Date.UTC(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)), 0));
  return date.toISOString().slice(0, 10);
}

/** Whole months from the first of a month to the last day of a month: how many (else 0). */
function wholeMonths(range: DateRange): number {
  if (range.from.slice(8) !== '01' || lastDayOfMonth(range.to) !== range.to) return 0;
  const months = (Number(range.to.slice(0, 4)) - Number(range.from.slice(0, 4))) * 12 + Number(range.to.slice(5, 7)) - Number(range.from.slice(5, 7)) + 1;
  return months > 0 ? months : 0;
}

/**
 * The fiscal year's name in a file: FY2025 for a calendar year, FY2025-26 for one that starts in
 * another month (its first and last calendar years).
 */
export function fiscalYearFileTag(range: DateRange): string {
  const first = range.from.slice(0, 4);
  const last = range.to.slice(0, 4);
  return first === last ? `FY${first}` : `FY${first}-${last.slice(2)}`;
}

/**
 * A report export's file name without its extension: `<report>-FY2025` for a whole fiscal year,
 * `<report>-2026-01-01-to-2026-03-31` for any other period, `<report>-as-of-2025-12-31` for a
 * balance as of a day.
 */
export function reportFileName(report: string, period: ReportPeriod, startMonth = 1): string {
  const base = report.trim().replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'report';
  if (!period.from) return `${base}-as-of-${period.to}`;
  const range = { from: period.from, to: period.to };
  if (isFiscalYear(range, startMonth)) return `${base}-${fiscalYearFileTag(range)}`;
  return `${base}-${range.from}-to-${range.to}`;
}

/**
 * The heading of a statement of a period (activities, cash flows, functional expenses, fund
 * balances): "For the year ended December 31, 2025" for a fiscal year, "For the three months ended
 * March 31, 2026" (or "the month ended") for whole months, else "For the period from January 1,
 * 2026 to March 15, 2026".
 */
export function periodEndedHeading(range: DateRange, startMonth = 1): string {
  const end = longDay(range.to);
  if (isFiscalYear(range, startMonth)) return `For the year ended ${end}`;
  const months = wholeMonths(range);
  if (months === 1) return `For the month ended ${end}`;
  if (months > 1 && months < 12) return `For the ${COUNTS[months]} months ended ${end}`;
  if (months === 12) return `For the year ended ${end}`;
  return `For the period from ${longDay(range.from)} to ${end}`;
}

/** The heading of a statement at a day (financial position): "As of December 31, 2025". */
export function asOfHeading(day: string): string {
  return `As of ${longDay(day)}`;
}
