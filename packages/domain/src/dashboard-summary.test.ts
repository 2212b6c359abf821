import { describe, expect, it } from 'vitest';
import { DashboardSummaryError, toCents } from './dashboard-summary';

describe('toCents', () => {
  it('reads a numeric sent as a number or, for very large values, as a string', () => {
    expect(toCents(1250.45)).toBe(125045);
    expect(toCents('12345678901.23')).toBe(1234567890123);
  });

  it('names the amount that is not a number', () => {
    expect(() => toCents('lots', 'revenue')).toThrow('revenue must be a number');
    expect(() => toCents(null, 'funds[0].balance')).toThrow(DashboardSummaryError);
  });

  it('rounds binary fractions to the cent', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-1234.565)).toBe(-123456);
  });
});
