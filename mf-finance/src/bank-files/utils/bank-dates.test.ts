// Unit tests of bank dates: the formats banks write, impossible days refused, and the format of a
// column guessed from its values even when a summary row is among them.
import { describe, expect, it } from 'vitest';
import { detectDateFormat, parseBankDate } from './bank-dates';

describe('parseBankDate', () => {
  it('reads the formats banks use and refuses impossible dates', () => {
    expect(parseBankDate('2026-03-01', 'YYYY-MM-DD')).toBe('2026-03-01');
    expect(parseBankDate('2026-03-01 00:00:00', 'YYYY-MM-DD')).toBe('2026-03-01');
    expect(parseBankDate('3/1/2026', 'MM/DD/YYYY')).toBe('2026-03-01');
    expect(parseBankDate('03/01/26', 'MM/DD/YYYY')).toBe('2026-03-01');
    expect(parseBankDate('01.03.2026', 'DD/MM/YYYY')).toBe('2026-03-01');
    expect(parseBankDate('2026/02/29', 'YYYY/MM/DD')).toBeNull();
    expect(parseBankDate('2024/02/29', 'YYYY/MM/DD')).toBe('2024-02-29');
    expect(parseBankDate('13/13/2026', 'MM/DD/YYYY')).toBeNull();
    expect(parseBankDate('1/3/202', 'DD/MM/YYYY')).toBeNull();
    expect(parseBankDate('yesterday', 'YYYY-MM-DD')).toBeNull();
  });
});

describe('detectDateFormat', () => {
  it('picks the format that reads the most values', () => {
    expect(detectDateFormat(['2026-01-31'])).toBe('YYYY-MM-DD');
    expect(detectDateFormat(['01/31/2026', '02/01/2026'])).toBe('MM/DD/YYYY');
    expect(detectDateFormat(['31/01/2026', '01/02/2026'])).toBe('DD/MM/YYYY');
    expect(detectDateFormat(['11/02/2026', '11/30/2026', 'Ending balance as of 11/30/2026'])).toBe('MM/DD/YYYY');
    expect(detectDateFormat([])).toBe('YYYY-MM-DD');
  });

  it('reads dotted dates day first', () => {
    expect(detectDateFormat(['02.11.2026', '05.11.2026'])).toBe('DD/MM/YYYY');
  });
});
