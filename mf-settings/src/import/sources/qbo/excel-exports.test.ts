import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { readImportFile } from '../../read/read-import-file';
import { csvFixtureAsSheet, readFixture, workbookFile } from '../../test/fixture-file';

/** Every QuickBooks Online fixture with month-first dates (what an Excel export's date cells hold). */
const REPORTS = [
  'account-list.csv',
  'trial-balance.csv',
  'trial-balance-classes.csv',
  'journal.csv',
  'journal-leaf-and-full-name.csv',
  'general-ledger.csv',
  'general-ledger-amount-only.csv',
  'customer-contacts.csv',
  'vendor-contacts.csv',
  'ar-aging-detail.csv',
  'ap-aging-detail.csv',
];

describe('QuickBooks Online reports exported to Excel', () => {
  it.each(REPORTS)('%s saved as a workbook (numbers and dates as cells of their kind) gives the same model as the CSV', async (name) => {
    const csv = await readFixture(import.meta.url, name);
    const rows = csvFixtureAsSheet(import.meta.url, name, (text) => Papa.parse<string[]>(text, { skipEmptyLines: false }).data);
    const xlsxName = name.replace(/\.csv$/, '.xlsx');
    const xlsx = await readImportFile(await workbookFile(xlsxName, [{ name: 'Report', rows }]));
    // The same model but for the file's name and kind, entry keys and problems' wording, which quote dates as the file writes them.
    const canonical = (parsed: typeof csv) => {
      const keys = new Map<string, number>();
      return {
        ...parsed,
        file: '',
        label: parsed.label.replace(/\((?:CSV|XLSX)\)$/, ''),
        journal: parsed.journal.map((line) => ({ ...line, entry_key: keys.get(line.entry_key) ?? keys.set(line.entry_key, keys.size).size - 1 })),
        problems: parsed.problems.map((problem) => problem.line),
      };
    };
    expect(xlsx.label.endsWith('(XLSX)')).toBe(true);
    expect(canonical(xlsx)).toEqual(canonical(csv));
  });
});
