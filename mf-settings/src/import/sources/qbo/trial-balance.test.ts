import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { ImportTrialBalanceRow } from '../../model/import-model';
import { csvFixtureAsSheet, readFixture, workbookFile } from '../../test/fixture-file';
import { readImportFile } from '../../read/read-import-file';

function row(account_key: string, debit: string, credit: string, source_line: number, dimension_key: string | null = null): ImportTrialBalanceRow {
  return { as_of: '2024-12-31', account_key, dimension_key, debit, credit, source_line };
}

const EXPECTED = [
  row('1000', '12500.00', '0.00', 6),
  row('1010', '5000.00', '0.00', 7),
  row('1200', '800.00', '0.00', 8),
  row('2000', '0.00', '1250.00', 9),
  row('3000', '0.00', '10000.00', 10),
  row('4000', '0.00', '9500.00', 11),
  row('6000', '2400.00', '0.00', 12),
  row('6110', '0.00', '150.00', 13),
  row('6120', '200.00', '0.00', 14),
];

describe('QuickBooks Online Trial Balance', () => {
  it('gives one row per account as of the date in its title lines, skipping the TOTAL row and the basis footer', async () => {
    const parsed = await readFixture(import.meta.url, 'trial-balance.csv');
    expect(parsed.format).toBe('qbo-trial-balance');
    expect(parsed.trial_balance).toEqual(EXPECTED);
    expect(parsed.problems).toEqual([]);
  });

  it('reads parenthesised and minus-signed amounts as the other side (a negative debit is a credit)', async () => {
    const { trial_balance } = await readFixture(import.meta.url, 'trial-balance.csv');
    expect(trial_balance.filter((line) => line.account_key.startsWith('61'))).toEqual([row('6110', '0.00', '150.00', 13), row('6120', '200.00', '0.00', 14)]);
  });

  it('with classes gives one row per account and class, and no class for Not Specified', async () => {
    const parsed = await readFixture(import.meta.url, 'trial-balance-classes.csv');
    expect(parsed.trial_balance).toEqual([
      row('1000', '12500.00', '0.00', 7),
      row('3000', '0.00', '10000.00', 8),
      row('4000', '0.00', '1000.00', 9, 'Administration'),
      row('4000', '0.00', '5000.00', 9, 'Programs:Youth'),
      row('6000', '2400.00', '0.00', 10, 'Administration'),
      row('6000', '1100.00', '0.00', 10, 'Programs:Youth'),
    ]);
    expect(parsed.dimensions).toEqual([
      { source_key: 'Administration', kind: 'class', name: 'Administration', parent_key: null },
      { source_key: 'Programs', kind: 'class', name: 'Programs', parent_key: null },
      { source_key: 'Programs:Youth', kind: 'class', name: 'Youth', parent_key: 'Programs' },
    ]);
  });

  it('says so when the TOTAL row disagrees with the rows read and the balance is off', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(new URL('./fixtures/trial-balance.csv', import.meta.url), 'utf8').replace('"$5,000.00"', '"$5,100.00"');
    const parsed = await readImportFile(new File([text], 'trial-balance.csv'));
    expect(parsed.problems).toEqual([
      { file: 'trial-balance.csv', line: 15, reason: 'The TOTAL row says debits 20,550.00 and credits 20,550.00, but the rows read add up to debits 20,650.00 and credits 20,550.00.' },
      { file: 'trial-balance.csv', line: null, reason: 'This trial balance does not balance: its debits and credits differ by 100.00.' },
    ]);
  });

  it('is refused when it does not say its date', async () => {
    const parsed = await readImportFile(new File([',Debit,Credit\n1000 Checking,10.00,\n2000 Loan,,10.00\n'], 'tb.csv'));
    expect([parsed.refused, parsed.trial_balance, parsed.problems]).toEqual([
      true,
      [],
      [{ file: 'tb.csv', line: null, reason: 'This trial balance does not say its date: the line “As of …” above the columns is missing. Export the report again with its header.' }],
    ]);
  });

  it('exported to Excel, with merged title cells and numbers as numbers, gives the same rows', async () => {
    const rows = csvFixtureAsSheet(import.meta.url, 'trial-balance.csv', (text) => Papa.parse<string[]>(text, { skipEmptyLines: false }).data);
    const file = await workbookFile('trial-balance.xlsx', [{ name: 'Trial Balance', rows, merges: ['A1:C1', 'A2:C2', 'A3:C3'] }]);
    const parsed = await readImportFile(file);
    expect([parsed.format, parsed.label]).toEqual(['qbo-trial-balance', 'QuickBooks Online · Trial Balance (XLSX)']);
    expect(parsed.trial_balance).toEqual(EXPECTED);
  });
});
