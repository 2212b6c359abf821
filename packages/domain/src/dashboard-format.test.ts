import { describe, expect, it } from 'vitest';
import { budgetUse, entrySourceLabel, fiscalYearLabel, formatDay, formatDollars, formatDollarsCompact, monthShortName } from './dashboard-format';

describe('dashboard formatting', () => {
  it('formats cents as dollars with two decimals', () => {
    expect(formatDollars(123456)).toBe('$1,234.56');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(-5)).toBe('-$0.05');
    expect(formatDollars(100000000)).toBe('$1,000,000.00');
  });

  it('shortens axis amounts', () => {
    expect(formatDollarsCompact(250000)).toBe('$2.5K');
    expect(formatDollarsCompact(0)).toBe('$0');
  });

  it('names months and days without a time zone', () => {
    expect(monthShortName('2026-01-01')).toBe('Jan');
    expect(formatDay('2026-11-02')).toBe('Nov 2, 2026');
  });

  it('labels calendar and other fiscal years', () => {
    expect(fiscalYearLabel('2026-01-01', '2026-12-31')).toBe('FY 2026');
    expect(fiscalYearLabel('2026-07-01', '2027-06-30')).toBe('FY Jul 2026 – Jun 2027');
  });

  it('words entry sources', () => {
    expect(entrySourceLabel('invoice_payment')).toBe('Invoice payment');
    expect(entrySourceLabel('something new')).toBe('Journal entry');
  });

  it('measures budget use, capped for the bar, flagged when over', () => {
    expect(budgetUse(2500, 10000)).toEqual({ percent: 25, overBudget: false, remainingCents: 7500 });
    expect(budgetUse(15000, 10000)).toEqual({ percent: 100, overBudget: true, remainingCents: -5000 });
    expect(budgetUse(100, null)).toEqual({ percent: null, overBudget: false, remainingCents: null });
    expect(budgetUse(-100, 1000).percent).toBe(0);
  });
});
