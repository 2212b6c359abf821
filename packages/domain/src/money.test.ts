import { describe, expect, it } from 'vitest';
import { centsToDecimalString, formatMoney, moneyToCents, moneyToNumber } from './money';

describe('money', () => {
  it('reads numeric strings from the database as exact cents', () => {
    expect(moneyToCents('1234.5')).toBe(123450);
    expect(moneyToCents('0.1')).toBe(10);
    expect(moneyToCents('-0.05')).toBe(-5);
    expect(moneyToCents('999999999999.99')).toBe(99999999999999);
    expect(moneyToCents('.5')).toBe(50);
    expect(moneyToCents('12')).toBe(1200);
  });

  it('reads JSON numbers without float drift', () => {
    expect(moneyToCents(0.1 + 0.2)).toBe(30);
    expect(moneyToCents(1.005)).toBe(101);
    expect(moneyToCents(-12.34)).toBe(-1234);
  });

  it('refuses text that is not a number', () => {
    expect(moneyToCents('abc')).toBeNull();
    expect(moneyToCents('')).toBeNull();
    expect(moneyToCents('1.2.3')).toBeNull();
    expect(moneyToCents(Number.NaN)).toBeNull();
  });

  it('formats with the dashboard dollar format', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('-0.05')).toBe('-$0.05');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(null)).toBe('');
  });

  it('writes cents back as decimal text and spreadsheet numbers', () => {
    expect(centsToDecimalString(123450)).toBe('1234.50');
    expect(centsToDecimalString(-5)).toBe('-0.05');
    expect(centsToDecimalString(0)).toBe('0.00');
    expect(moneyToNumber('1234.56')).toBe(1234.56);
    expect(moneyToNumber(undefined)).toBeNull();
  });
});
