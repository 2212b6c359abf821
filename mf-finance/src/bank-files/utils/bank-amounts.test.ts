// Unit tests of bank amounts: every way banks write a sign, a currency and separators, read into
// exact cents with the file's decimal mark, and what is refused rather than guessed.
import { describe, expect, it } from 'vitest';
import { centsToDecimal, creditMinusDebit, detectDecimalMark, parseAmountCents } from './bank-amounts';

describe('parseAmountCents', () => {
  it('reads bank amounts with their currency signs, separators and signs', () => {
    const cases: [string, ',' | '.', bigint | null][] = [
      ['-$7,971.39', '.', -797139n], ['$-12', '.', -1200n], ['£12.00', '.', 1200n], ['1.234,56', ',', 123456n], ["11'373.94", '.', 1137394n],
      ['(40.00)', '.', -4000n], ['12.00-', '.', -1200n], ['12,00 €', ',', 1200n], ['CHF 1 234.50', '.', 123450n], ['="-5.10"', '.', -510n],
      ['25.00 DR', '.', -2500n], ['25.00 CR', '.', 2500n], ['1,234.56', '.', 123456n], ['+3', '.', 300n], ['USD 4.01', '.', 401n], ['0.1', '.', 10n],
      ['-12,50', ',', -1250n], ['1 234,56', ',', 123456n], ['999999999999.99', '.', 99999999999999n],
    ];
    expect(cases.map(([text, mark]) => parseAmountCents(text, mark))).toEqual(cases.map(([, , cents]) => cents));
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '12,50', '1.005', '12.345', 'ten', '1,23,456.00', '1000000000000', '--5', '-(5.00)']) {
      expect(parseAmountCents(text, '.'), text).toBeNull();
    }
    expect(parseAmountCents('1,234.56', ',')).toBeNull();
  });
});

describe('detectDecimalMark', () => {
  it('reads the mark over the whole column', () => {
    expect(detectDecimalMark(['1.234,56', '-69,60', '-4,90'])).toBe(',');
    expect(detectDecimalMark(['-$7,971.39', '$2,500.00'])).toBe('.');
    expect(detectDecimalMark(["11'373.94", '5.00'])).toBe('.');
    expect(detectDecimalMark([])).toBe('.');
  });
});

describe('cents', () => {
  it('writes cents back as decimal text', () => {
    expect(centsToDecimal(-1234n)).toBe('-12.34');
    expect(centsToDecimal(5n)).toBe('0.05');
    expect(centsToDecimal(100000n)).toBe('1000.00');
  });

  it('counts a debit as money out whatever its sign in the file', () => {
    expect(creditMinusDebit(120000n, 0n)).toBe(-120000n);
    expect(creditMinusDebit(-300n, 0n)).toBe(-300n);
    expect(creditMinusDebit(0n, 5000n)).toBe(5000n);
  });
});
