import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { ImportJournalLine } from '../../model/import-model';
import { csvFixtureAsSheet, readFixture, workbookFile } from '../../test/fixture-file';
import { readImportFile } from '../../read/read-import-file';

function line(fields: Partial<ImportJournalLine> & Pick<ImportJournalLine, 'entry_key' | 'date' | 'account_key' | 'debit' | 'credit' | 'source_line'>): ImportJournalLine {
  return { dimension_key: null, contact_key: null, memo: null, reference: null, ...fields };
}

const DEPOSIT_AND_CHECK = [
  line({ entry_key: 'L6', date: '2024-01-05', account_key: '1000', memo: 'Weekly gifts', debit: '1500.00', credit: '0.00', source_line: 6 }),
  line({ entry_key: 'L6', date: '2024-01-05', account_key: '4000', dimension_key: 'Programs:Youth', contact_key: 'Jane Donor', memo: 'Gift, general', debit: '0.00', credit: '1500.00', source_line: 7 }),
  line({ entry_key: 'L10', date: '2024-01-15', account_key: '1000', contact_key: 'City Power', reference: '1042', debit: '0.00', credit: '250.00', source_line: 10 }),
  line({ entry_key: 'L10', date: '2024-01-15', account_key: '6110', dimension_key: 'Administration', contact_key: 'City Power', memo: 'January electricity', reference: '1042', debit: '250.00', credit: '0.00', source_line: 11 }),
];

describe('QuickBooks Online Journal', () => {
  it('gives each transaction one entry whose lines share its date and number, through subtotal rows and a memo spanning two lines', async () => {
    const parsed = await readFixture(import.meta.url, 'journal.csv');
    expect(parsed.format).toBe('qbo-journal');
    expect(parsed.journal).toEqual(DEPOSIT_AND_CHECK);
  });

  it('leaves out a transaction that does not balance, saying by how much', async () => {
    const { journal, problems } = await readFixture(import.meta.url, 'journal.csv');
    expect(journal.some((row) => row.source_line >= 14)).toBe(false);
    expect(problems).toEqual([{ file: 'journal.csv', line: 14, reason: 'The Journal Entry no. JE-7 of 01/31/2024 does not balance (debits 100.00, credits 90.00), so none of its lines were taken.' }]);
  });

  it('names each class used once, with the parent class of a subclass', async () => {
    const { dimensions } = await readFixture(import.meta.url, 'journal.csv');
    expect(dimensions).toEqual([
      { source_key: 'Programs', kind: 'class', name: 'Programs', parent_key: null },
      { source_key: 'Programs:Youth', kind: 'class', name: 'Youth', parent_key: 'Programs' },
      { source_key: 'Administration', kind: 'class', name: 'Administration', parent_key: null },
    ]);
  });

  it('reads a day-first file (UK edition) once a day above 12 shows the order, dating the earlier ambiguous rows too', async () => {
    const parsed = await readFixture(import.meta.url, 'journal-day-first.csv');
    expect(parsed.journal.map((row) => [row.entry_key, row.date, row.account_key, row.debit, row.credit])).toEqual([
      ['L6', '2024-02-03', 'Bank', '500.00', '0.00'],
      ['L6', '2024-02-03', 'Sales', '0.00', '500.00'],
      ['L10', '2024-02-15', 'Utilities', '80.00', '0.00'],
      ['L10', '2024-02-15', 'Bank', '0.00', '80.00'],
    ]);
  });

  it('exported to Excel with real dates gives the same lines', async () => {
    const rows = csvFixtureAsSheet(import.meta.url, 'journal.csv', (text) => Papa.parse<string[]>(text, { skipEmptyLines: false }).data);
    const parsed = await readImportFile(await workbookFile('journal.xlsx', [{ name: 'Journal', rows }]));
    expect(parsed.label).toBe('QuickBooks Online · Journal (XLSX)');
    expect(parsed.journal).toEqual(DEPOSIT_AND_CHECK);
  });
});

describe('QuickBooks Online account names', () => {
  it('an account written as its leaf with the full name in parentheses is keyed by the full name', async () => {
    const { journal } = await readFixture(import.meta.url, 'journal-leaf-and-full-name.csv');
    expect(journal.map((row) => [row.entry_key, row.account_key, row.debit, row.credit])).toEqual([
      ['L6', 'Checking', '0.00', '250.00'],
      ['L6', 'Utilities:Electric', '250.00', '0.00'],
      ['L9', 'Expenses:Rent', '1000.00', '0.00'],
      ['L9', 'Checking', '0.00', '1000.00'],
    ]);
  });
});
