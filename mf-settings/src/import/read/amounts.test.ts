import { describe, expect, it } from 'vitest';
import { centsInWords, formatCents, parseCents } from './amounts';

describe('amounts as exports write them', () => {
  it.each([
    ['1,234.56', 123456],
    ['(1,234.56)', -123456],
    ['-1,234.56', -123456],
    ['$1,234.56', 123456],
    ['-$1,234.56', -123456],
    ['$-1,234.56', -123456],
    ['($1,234.56)', -123456],
    ['1234.56-', -123456],
    ['USD 12.00', 1200],
    ['£80.00', 8000],
    ['1.234,56', 123456],
    ['12,5', 1250],
    ['1,234', 123400],
    ['1.234.567', 123456700],
    ['="12.00"', 1200],
    ['0.10', 10],
    ['12.3400', 1234],
    ['−45.25', -4525],
    [' 7 ', 700],
  ])('%s is %i cents', (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });

  it.each(['', '-', 'abc', '12.345', '1,23,4', '$', '12..5'])('“%s” is no amount', (text) => {
    expect(parseCents(text)).toBeNull();
  });

  it('writes cents as a two-decimal string without floating point, and with thousands separators in sentences', () => {
    expect([formatCents(123456), formatCents(-5), formatCents(0), formatCents(100000000001)]).toEqual(['1234.56', '-0.05', '0.00', '1000000000.01']);
    expect([centsInWords(2055000), centsInWords(-123456789)]).toEqual(['20,550.00', '-1,234,567.89']);
  });
});
