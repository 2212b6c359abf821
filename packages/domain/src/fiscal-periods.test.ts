import { describe, expect, it } from 'vitest';
import {
  fiscalQuarterOf,
  fiscalQuarters,
  fiscalYearOf,
  monthOf,
  normalizeStartMonth,
  periodLabel,
  periodPresets,
  presetKeyForRange,
  previousDay,
} from './fiscal-periods';

describe('fiscal periods', () => {
  it('a calendar fiscal year is January to December', () => {
    expect(fiscalYearOf('2026-11-24', 1)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('a July fiscal year contains the spring of the next calendar year', () => {
    expect(fiscalYearOf('2026-03-15', 7)).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(fiscalYearOf('2026-07-01', 7)).toEqual({ from: '2026-07-01', to: '2027-06-30' });
    expect(fiscalYearOf('2026-06-30', 7)).toEqual({ from: '2025-07-01', to: '2026-06-30' });
  });

  it('a March fiscal year ends on the last day of February, leap years included', () => {
    expect(fiscalYearOf('2027-05-01', 3)).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(fiscalYearOf('2026-01-10', 3)).toEqual({ from: '2025-03-01', to: '2026-02-28' });
  });

  it('quarters count from the fiscal year start', () => {
    expect(fiscalQuarterOf('2026-11-24', 7)).toEqual({ quarter: 2, from: '2026-10-01', to: '2026-12-31' });
    expect(fiscalQuarterOf('2026-01-05', 10)).toEqual({ quarter: 2, from: '2026-01-01', to: '2026-03-31' });
    expect(fiscalQuarterOf('2026-12-31', 2)).toEqual({ quarter: 4, from: '2026-11-01', to: '2027-01-31' });
    expect(fiscalQuarters({ from: '2025-07-01', to: '2026-06-30' }).map((quarter) => quarter.from)).toEqual([
      '2025-07-01',
      '2025-10-01',
      '2026-01-01',
      '2026-04-01',
    ]);
  });

  it('month and previous day cross year ends', () => {
    expect(monthOf('2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
  });

  it('presets know the organization fiscal year', () => {
    const presets = Object.fromEntries(periodPresets('2026-11-24', 7).map((preset) => [preset.key, preset]));
    expect(presets['this-fiscal-year']?.range).toEqual({ from: '2026-07-01', to: '2027-06-30' });
    expect(presets['this-fiscal-year']?.label).toBe('This fiscal year (FY Jul 2026 – Jun 2027)');
    expect(presets['last-fiscal-year']?.range).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(presets['fiscal-year-to-date']?.range).toEqual({ from: '2026-07-01', to: '2026-11-24' });
    expect(presets['this-month']?.range).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presets['last-month']?.range).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presets['this-quarter']?.range).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(presets['last-quarter']?.range).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(presets.q3?.range).toEqual({ from: '2027-01-01', to: '2027-03-31' });
  });

  it('last quarter of the first fiscal quarter is in the previous fiscal year', () => {
    const lastQuarter = periodPresets('2026-01-15', 1).find((preset) => preset.key === 'last-quarter');
    expect(lastQuarter?.range).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(lastQuarter?.label).toBe('Last quarter (Q4)');
  });

  it('a range is matched back to its preset, else custom', () => {
    const presets = periodPresets('2026-11-24', 1);
    expect(presetKeyForRange({ from: '2026-01-01', to: '2026-12-31' }, presets)).toBe('this-fiscal-year');
    expect(presetKeyForRange({ from: '2026-01-02', to: '2026-12-31' }, presets)).toBe('custom');
    expect(presetKeyForRange(null, presets)).toBe('custom');
  });

  it('names a period in words for export headers', () => {
    expect(periodLabel({ from: '2026-01-01', to: '2026-12-31' })).toBe('FY 2026');
    expect(periodLabel({ from: '2025-07-01', to: '2026-06-30' }, 7)).toBe('FY Jul 2025 – Jun 2026');
    expect(periodLabel({ from: '2026-01-01', to: '2026-03-31' })).toBe('Jan 1, 2026 – Mar 31, 2026');
    expect(periodLabel({ from: '2026-01-01' })).toBe('From Jan 1, 2026');
    expect(periodLabel({ to: '2026-03-31' })).toBe('Through Mar 31, 2026');
    expect(periodLabel(null)).toBe('All dates');
  });

  it('a malformed start month is January', () => {
    expect(normalizeStartMonth(undefined)).toBe(1);
    expect(normalizeStartMonth(13)).toBe(1);
    expect(normalizeStartMonth('7')).toBe(7);
  });
});
