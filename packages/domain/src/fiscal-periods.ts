// Fiscal years, quarters and the period presets of the date pickers, for an organization whose
// fiscal year starts in any month (organization_settings.fiscal_year_start_month, 1-12). Dates are
// calendar days as 'yyyy-mm-dd' strings, never Date objects, so no time zone can shift a boundary.
import { fiscalYearLabel, formatDay } from './dashboard-format';

/** An inclusive range of calendar days. */
export interface DateRange {
  from: string;
  to: string;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Year and month `count` months after (or before, when negative) the given month. */
function shiftMonth(year: number, month: number, count: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function parts(day: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The months [first, first + count) as a date range. */
function monthsRange(year: number, month: number, count: number): DateRange {
  const last = shiftMonth(year, month, count - 1);
  return { from: isoDay(year, month, 1), to: isoDay(last.year, last.month, daysInMonth(last.year, last.month)) };
}

/** A fiscal year start month from settings: 1-12, anything else (missing, malformed) is January. */
export function normalizeStartMonth(value: unknown): number {
  const month = typeof value === 'string' ? Number(value) : value;
  return typeof month === 'number' && Number.isInteger(month) && month >= 1 && month <= 12 ? month : 1;
}

/** The fiscal year that contains `day`: with a July start, 2026-03-15 is in 2025-07-01..2026-06-30. */
export function fiscalYearOf(day: string, startMonth: number): DateRange {
  const start = normalizeStartMonth(startMonth);
  const { year, month } = parts(day);
  return monthsRange(month >= start ? year : year - 1, start, 12);
}

/** The fiscal quarter (1-4) that contains `day` and its range. */
export function fiscalQuarterOf(day: string, startMonth: number): DateRange & { quarter: number } {
  const start = normalizeStartMonth(startMonth);
  const { year, month } = parts(day);
  const offset = (month - start + 12) % 12;
  const quarter = Math.floor(offset / 3) + 1;
  const first = shiftMonth(year, month, -(offset % 3));
  return { quarter, ...monthsRange(first.year, first.month, 3) };
}

/** The four quarters of a fiscal year, Q1 first. */
export function fiscalQuarters(fiscalYear: DateRange): DateRange[] {
  const { year, month } = parts(fiscalYear.from);
  return [0, 3, 6, 9].map((offset) => {
    const first = shiftMonth(year, month, offset);
    return monthsRange(first.year, first.month, 3);
  });
}

/** The calendar month that contains `day`. */
export function monthOf(day: string): DateRange {
  const { year, month } = parts(day);
  return monthsRange(year, month, 1);
}

/** The day before `day`. */
export function previousDay(day: string): string {
  const { year, month, day: dayOfMonth } = parts(day);
  if (dayOfMonth > 1) return isoDay(year, month, dayOfMonth - 1);
  const previous = shiftMonth(year, month, -1);
  return isoDay(previous.year, previous.month, daysInMonth(previous.year, previous.month));
}

export const PERIOD_PRESET_KEYS = [
  'this-fiscal-year',
  'last-fiscal-year',
  'fiscal-year-to-date',
  'this-month',
  'last-month',
  'this-quarter',
  'last-quarter',
  'q1',
  'q2',
  'q3',
  'q4',
] as const;
export type PeriodPresetKey = (typeof PERIOD_PRESET_KEYS)[number];

export interface PeriodPreset {
  key: PeriodPresetKey;
  label: string;
  range: DateRange;
}

/** The picker's presets for `today` (the user's calendar day) and the organization's fiscal year. */
export function periodPresets(today: string, startMonth: number): PeriodPreset[] {
  const thisYear = fiscalYearOf(today, startMonth);
  const lastYear = fiscalYearOf(previousDay(thisYear.from), startMonth);
  const thisQuarter = fiscalQuarterOf(today, startMonth);
  const lastQuarter = fiscalQuarterOf(previousDay(thisQuarter.from), startMonth);
  const thisMonth = monthOf(today);
  const lastMonth = monthOf(previousDay(thisMonth.from));
  const yearName = fiscalYearLabel(thisYear.from, thisYear.to);
  const quarters = fiscalQuarters(thisYear);
  return [
    { key: 'this-fiscal-year', label: `This fiscal year (${yearName})`, range: thisYear },
    { key: 'last-fiscal-year', label: `Last fiscal year (${fiscalYearLabel(lastYear.from, lastYear.to)})`, range: lastYear },
    { key: 'fiscal-year-to-date', label: 'Fiscal year to date', range: { from: thisYear.from, to: today } },
    { key: 'this-month', label: 'This month', range: thisMonth },
    { key: 'last-month', label: 'Last month', range: lastMonth },
    { key: 'this-quarter', label: `This quarter (Q${thisQuarter.quarter})`, range: { from: thisQuarter.from, to: thisQuarter.to } },
    { key: 'last-quarter', label: `Last quarter (Q${lastQuarter.quarter})`, range: { from: lastQuarter.from, to: lastQuarter.to } },
    ...quarters.map((range, index): PeriodPreset => ({ key: `q${index + 1}` as PeriodPresetKey, label: `Q${index + 1} ${yearName}`, range })),
  ];
}

/** The first preset whose range is exactly `range`, or 'custom'. */
export function presetKeyForRange(range: DateRange | null, presets: readonly PeriodPreset[]): PeriodPresetKey | 'custom' {
  if (!range) return 'custom';
  return presets.find((preset) => preset.range.from === range.from && preset.range.to === range.to)?.key ?? 'custom';
}

/**
 * A period in words for report headers and export files: a whole fiscal year by its name ('FY 2026',
 * 'FY Jul 2025 – Jun 2026'), anything else as 'Jan 1, 2026 – Mar 31, 2026'; open ends read
 * 'Through ...' / 'From ...', and no range at all 'All dates'.
 */
export function periodLabel(range: Partial<DateRange> | null, startMonth = 1): string {
  const from = range?.from || undefined;
  const to = range?.to || undefined;
  if (from && to) {
    const year = fiscalYearOf(from, startMonth);
    if (year.from === from && year.to === to) return fiscalYearLabel(from, to);
    return `${formatDay(from)} – ${formatDay(to)}`;
  }
  if (from) return `From ${formatDay(from)}`;
  if (to) return `Through ${formatDay(to)}`;
  return 'All dates';
}
