import { describe, expect, it } from 'vitest';
import { closableYears } from './closable-years';

describe('closableYears', () => {
  it('offers the calendar years that have ended, newest first', () => {
    expect(closableYears('2026-11-24', 1).map((year) => [year.from, year.to])).toEqual([
      ['2025-01-01', '2025-12-31'], ['2024-01-01', '2024-12-31'], ['2023-01-01', '2023-12-31'],
    ]);
  });

  it('with a July start, the fiscal year in progress is not offered and labels span two years', () => {
    const years = closableYears('2026-11-24', 7, 2);
    expect(years.map((year) => year.to)).toEqual(['2026-06-30', '2025-06-30']);
    expect(years[0]?.label).toBe('FY2025-26 (2025-07-01 to 2026-06-30)');
  });
});
