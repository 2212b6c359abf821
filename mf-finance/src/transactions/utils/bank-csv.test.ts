// Unit tests of the bank CSV mapping: column guesses, dates and amounts as banks write them, and
// per-row errors for the preview.
import { describe, expect, it } from 'vitest';
import { centsToDecimal, detectDateFormat, guessColumnMapping, mapBankRows, mappingProblems, parseBankAmountCents, parseBankDate } from './bank-csv';
import type { ColumnMapping } from './bank-csv';

describe('guessColumnMapping', () => {
  it('finds date, description and a signed amount', () => {
    const mapping = guessColumnMapping(['Posting Date', 'Description', 'Amount', 'Balance'], ['03/01/2026', '03/15/2026']);
    expect(mapping).toMatchObject({ date: 'Posting Date', description: 'Description', amountMode: 'single', amount: 'Amount', account: null, dateFormat: 'MM/DD/YYYY' });
    expect(mappingProblems(mapping)).toEqual([]);
  });

  it('finds debit and credit columns when there is no amount', () => {
    const mapping = guessColumnMapping(['Date', 'Payee', 'Withdrawals', 'Deposits', 'Category']);
    expect(mapping).toMatchObject({ date: 'Date', description: 'Payee', amountMode: 'debit-credit', debit: 'Withdrawals', credit: 'Deposits', account: 'Category' });
  });

  it('says which columns are still missing', () => {
    const mapping = guessColumnMapping(['When', 'What']);
    expect(mappingProblems(mapping)).toEqual([
      'Choose the column with the date.',
      'Choose the column with the description.',
      'Choose the column with the amount.',
    ]);
  });
});

describe('dates', () => {
  it('reads the formats banks use and refuses impossible dates', () => {
    expect(parseBankDate('2026-03-01', 'YYYY-MM-DD')).toBe('2026-03-01');
    expect(parseBankDate('2026-03-01 00:00:00', 'YYYY-MM-DD')).toBe('2026-03-01');
    expect(parseBankDate('3/1/2026', 'MM/DD/YYYY')).toBe('2026-03-01');
    expect(parseBankDate('03/01/26', 'MM/DD/YYYY')).toBe('2026-03-01');
    expect(parseBankDate('01.03.2026', 'DD/MM/YYYY')).toBe('2026-03-01');
    expect(parseBankDate('2026/02/29', 'YYYY/MM/DD')).toBeNull();
    expect(parseBankDate('2024/02/29', 'YYYY/MM/DD')).toBe('2024-02-29');
    expect(parseBankDate('13/13/2026', 'MM/DD/YYYY')).toBeNull();
    expect(parseBankDate('yesterday', 'YYYY-MM-DD')).toBeNull();
  });

  it('detects the format that reads every sample', () => {
    expect(detectDateFormat(['2026-01-31'])).toBe('YYYY-MM-DD');
    expect(detectDateFormat(['01/31/2026', '02/01/2026'])).toBe('MM/DD/YYYY');
    expect(detectDateFormat(['31/01/2026', '01/02/2026'])).toBe('DD/MM/YYYY');
    expect(detectDateFormat([])).toBe('YYYY-MM-DD');
  });
});

describe('amounts', () => {
  it('reads signs, currency, thousands and parentheses into exact cents', () => {
    expect(parseBankAmountCents('1,234.56')).toBe(123456n);
    expect(parseBankAmountCents('$12')).toBe(1200n);
    expect(parseBankAmountCents('-$12.5')).toBe(-1250n);
    expect(parseBankAmountCents('$-0.10')).toBe(-10n);
    expect(parseBankAmountCents('(86.40)')).toBe(-8640n);
    expect(parseBankAmountCents('86.40-')).toBe(-8640n);
    expect(parseBankAmountCents('+3')).toBe(300n);
    expect(parseBankAmountCents('USD 4.01')).toBe(401n);
    expect(parseBankAmountCents('0.1')).toBe(10n);
    expect(parseBankAmountCents('999999999999.99')).toBe(99999999999999n);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '12,50', '1.234', '12.345', 'ten', '1,23,4.00', '1000000000000', '--5']) {
      expect(parseBankAmountCents(text), text).toBeNull();
    }
  });

  it('writes cents back as decimal text', () => {
    expect(centsToDecimal(-1234n)).toBe('-12.34');
    expect(centsToDecimal(5n)).toBe('0.05');
    expect(centsToDecimal(100000n)).toBe('1000.00');
  });
});

describe('mapBankRows', () => {
  const single: ColumnMapping = { date: 'Date', description: 'Description', amountMode: 'single', amount: 'Amount', debit: null, credit: null, account: 'Account', dateFormat: 'MM/DD/YYYY' };

  it('maps good rows and explains bad ones with their file line', () => {
    const rows = mapBankRows(
      [
        { Date: '03/01/2026', Description: 'Grant deposit', Amount: '2,500.00', Account: '4100' },
        { Date: '02/30/2026', Description: 'Bad date', Amount: '-1' },
        { Date: '03/02/2026', Description: 'Bad amount', Amount: '12,50' },
        { Date: '', Description: '', Amount: '0' },
      ],
      single,
    );
    expect(rows[0]).toMatchObject({ line: 2, errors: [], row: { date: '2026-03-01', description: 'Grant deposit', amount: '2500.00', account: '4100' } });
    expect(rows[1]).toMatchObject({ line: 3, errors: ['"02/30/2026" is not a date in the format MM/DD/YYYY.'], row: null });
    expect(rows[2]).toMatchObject({ line: 4, errors: ['"12,50" is not an amount.'], row: null });
    expect(rows[3]?.errors).toEqual(['The date is missing.', 'The amount is zero.', 'The description is missing.']);
  });

  it('turns debit into money out and credit into money in', () => {
    const mapping: ColumnMapping = { ...single, amountMode: 'debit-credit', amount: null, debit: 'Out', credit: 'In', account: null };
    const rows = mapBankRows(
      [
        { Date: '03/01/2026', Description: 'Rent', Out: '1,200.00', In: '' },
        { Date: '03/02/2026', Description: 'Gift', Out: '', In: '50' },
        { Date: '03/03/2026', Description: 'Fee', Out: '-3.00', In: '' },
        { Date: '03/04/2026', Description: 'Nothing', Out: '', In: '' },
      ],
      mapping,
    );
    expect(rows.map((row) => row.row?.amount ?? null)).toEqual(['-1200.00', '50.00', '-3.00', null]);
    expect(rows[3]?.errors).toEqual(['Both debit and credit are empty.']);
    expect(rows[0]?.row).not.toHaveProperty('account');
  });
});
