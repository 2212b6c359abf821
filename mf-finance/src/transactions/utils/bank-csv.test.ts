// Unit tests of the Transactions bank CSV import: each shape of file banks give (the
// reconciliation's CSV statement fixtures, read from their bytes as a chosen file is), the column
// guesses, and per-row errors for the preview.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBankCsv } from '../../bank-files/utils/bank-csv';
import { guessColumnMapping, mapBankRows, mappingProblems, readCsvFile } from './bank-csv';
import type { ColumnMapping } from './bank-csv';

const FIXTURES = path.join(__dirname, '../../reconciliation/utils/fixtures');
const fixtureFile = (name: string) => new Blob([readFileSync(path.join(FIXTURES, name))]);

/** A file read, mapped with the guessed mapping, and its rows as they would be sent. */
async function importOf(file: Blob | string) {
  const table = typeof file === 'string' ? await readBankCsv(file) : await readCsvFile(file);
  const mapping = guessColumnMapping(table);
  const mapped = mapBankRows(table, mapping);
  return { table, mapping, mapped, sent: mapped.rows.map((row) => row.row) };
}

describe('bank CSV shapes', () => {
  it('reads a plain US export: MM/DD/YYYY dates, one signed amount column', async () => {
    const { mapping, mapped, sent } = await importOf(fixtureFile('statement.csv'));
    expect(mapping).toMatchObject({ date: 'Posting Date', description: 'Description', amountMode: 'single', amount: 'Amount', dateFormat: 'MM/DD/YYYY', decimalMark: '.' });
    expect(sent).toEqual([
      { date: '2026-10-03', description: 'HARBOR PROPERTIES LLC ACH RENT OCT', amount: '-800.00' },
      { date: '2026-10-06', description: 'GULF COAST FOUNDATION WIRE', amount: '2500.00' },
      { date: '2026-10-14', description: 'CHECK 1041', amount: '-120.55' },
      { date: '2026-10-31', description: 'MONTHLY SERVICE FEE', amount: '-12.00' },
    ]);
    expect(mapped.rows.map((row) => row.line)).toEqual([2, 3, 4, 5]);
    expect(mapped.leftOut).toBe(0);
  });

  it('reads a German export: BOM, key:value block above the header, semicolons, ="…" cells, 1.234,56, a description on two lines', async () => {
    const { mapping, mapped, sent } = await importOf(fixtureFile('csv-de-preamble-semicolon.csv'));
    expect(mapping).toMatchObject({ date: 'Buchungstag', description: 'Buchungstext', amount: 'Betrag', dateFormat: 'DD/MM/YYYY', decimalMark: ',' });
    expect(sent).toEqual([
      { date: '2026-11-02', description: 'Gutschrift', amount: '1234.56' },
      { date: '2026-11-05', description: 'Lastschrift Strom Oktober', amount: '-69.60' },
      { date: '2026-11-30', description: 'Entgelt', amount: '-4.90' },
    ]);
    expect(mapped.rows.every((row) => row.errors.length === 0)).toBe(true);
  });

  it("reads a Swiss export in Windows-1252 with CR-only line endings, 11'373.94 and debit/credit columns", async () => {
    const { mapping, sent } = await importOf(fixtureFile('csv-ch-apostrophe-cr.csv'));
    expect(mapping).toMatchObject({ amountMode: 'debit-credit', debit: 'Debit', credit: 'Credit', description: 'Text', dateFormat: 'DD/MM/YYYY', decimalMark: '.' });
    expect(sent).toEqual([
      { date: '2026-11-30', description: 'Bank charges', amount: '-5.00' },
      { date: '2026-11-15', description: 'Donation Fondation Léman', amount: '2500.00' },
      { date: '2026-11-03', description: 'Rent November', amount: '-1450.00' },
    ]);
  });

  it('reads currency signs inside amounts ("-$7,971.39") and leaves out the summary row at the end', async () => {
    const { mapping, mapped, sent } = await importOf(fixtureFile('csv-us-currency-signs.csv'));
    expect(mapping).toMatchObject({ date: 'Date', amount: 'Amount', dateFormat: 'MM/DD/YYYY' });
    expect(sent.map((row) => row?.amount)).toEqual(['-7971.39', '2500.00', '-15.00']);
    expect(mapped.leftOut).toBe(1);
  });

  it('reads pound signs (£12.00) before and after a minus', async () => {
    const { sent } = await importOf(fixtureFile('csv-uk-pounds-bad-balance.csv'));
    expect(sent.map((row) => row?.amount)).toEqual(['-120.00', '312.50', '-12.00']);
  });

  it('reads euro amounts and DR/CR suffixes', async () => {
    const { mapping, sent } = await importOf('Date,Details,Amount\n2026-03-01,Rent,"1.200,00 € DR"\n2026-03-02,Gift,"50,00 €"\n2026-03-03,Refund,"12,00 CR"\n');
    expect(mapping.decimalMark).toBe(',');
    expect(sent.map((row) => row?.amount)).toEqual(['-1200.00', '50.00', '12.00']);
  });

  it('reads quoted commas, a byte-order mark and blank lines', async () => {
    const { table, sent } = await importOf('\uFEFFDate,Description,Amount\r\n2026-03-01,"Smith, Jones & Co",-12.50\r\n\r\n2026-03-02,Gift,"1,000.00"\r\n');
    expect(table.headers).toEqual(['Date', 'Description', 'Amount']);
    expect(sent).toEqual([
      { date: '2026-03-01', description: 'Smith, Jones & Co', amount: '-12.50' },
      { date: '2026-03-02', description: 'Gift', amount: '1000.00' },
    ]);
  });

  it('refuses a row whose unquoted amount has a thousands comma instead of importing part of it', async () => {
    const { mapped } = await importOf('Date,Description,Amount\n2026-03-01,Rent,1,200.00\n2026-03-02,Gift,50.00\n');
    expect(mapped.rows[0]).toMatchObject({ line: 2, row: null });
    expect(mapped.rows[0]?.errors[0]).toMatch(/^This row has more cells than the header row/);
    expect(mapped.rows[1]?.row).toEqual({ date: '2026-03-02', description: 'Gift', amount: '50.00' });
  });

  it('names an empty header cell by its column', async () => {
    const { table } = await importOf('Date;;Amount\n01/03/2026;Rent;-900\n');
    expect(table.headers).toEqual(['Date', 'Column 2', 'Amount']);
    expect(table.records[0]).toEqual({ Date: '01/03/2026', 'Column 2': 'Rent', Amount: '-900' });
  });

  it('refuses a file without a header row and transactions, in a sentence', async () => {
    await expect(readCsvFile(new Blob(['just one line\n']))).rejects.toThrow('This CSV file has no header row and transactions. Nothing was imported.');
  });
});

describe('guessColumnMapping', () => {
  const table = (headers: string[], row: string[] = []) => ({ headers, records: [Object.fromEntries(headers.map((h, i) => [h, row[i] ?? '']))] });

  it('finds date, description and a signed amount', () => {
    const mapping = guessColumnMapping(table(['Posting Date', 'Description', 'Amount', 'Balance'], ['03/15/2026', 'Gift', '12.00', '12.00']));
    expect(mapping).toMatchObject({ date: 'Posting Date', description: 'Description', amountMode: 'single', amount: 'Amount', account: null, dateFormat: 'MM/DD/YYYY' });
    expect(mappingProblems(mapping)).toEqual([]);
  });

  it('finds debit and credit columns when there is no amount, and a category as the account', () => {
    const mapping = guessColumnMapping(table(['Date', 'Payee', 'Withdrawals', 'Deposits', 'Category']));
    expect(mapping).toMatchObject({ date: 'Date', description: 'Payee', amountMode: 'debit-credit', debit: 'Withdrawals', credit: 'Deposits', account: 'Category' });
  });

  it('says which columns are still missing', () => {
    expect(mappingProblems(guessColumnMapping(table(['When', 'What'])))).toEqual([
      'Choose the column with the date.',
      'Choose the column with the description.',
      'Choose the column with the amount.',
    ]);
  });
});

describe('mapBankRows', () => {
  const single: ColumnMapping = { date: 'Date', description: 'Description', amountMode: 'single', amount: 'Amount', debit: null, credit: null, account: 'Account', dateFormat: 'MM/DD/YYYY', decimalMark: '.' };
  const records = (rows: Record<string, string>[]) => ({ records: rows, headerRow: 0, overlong: new Set<number>() });

  it('maps good rows and explains bad ones with their file line', () => {
    const { rows } = mapBankRows(
      records([
        { Date: '03/01/2026', Description: 'Grant deposit', Amount: '2,500.00', Account: '4100' },
        { Date: '02/30/2026', Description: 'Bad date', Amount: '-1' },
        { Date: '03/02/2026', Description: 'Bad amount', Amount: '12,50' },
        { Date: '', Description: '', Amount: '0' },
        { Date: '03/03/2026', Description: 'Fee', Amount: '-1' },
      ]),
      single,
    );
    expect(rows[0]).toMatchObject({ line: 2, errors: [], row: { date: '2026-03-01', description: 'Grant deposit', amount: '2500.00', account: '4100' } });
    expect(rows[1]).toMatchObject({ line: 3, errors: ['"02/30/2026" is not a date in the format MM/DD/YYYY.'], row: null });
    expect(rows[2]).toMatchObject({ line: 4, errors: ['"12,50" is not an amount.'], row: null });
    expect(rows[3]?.errors).toEqual(['The date is missing.', 'The amount is zero.', 'The description is missing.']);
  });

  it('reads amounts with the chosen decimal mark', () => {
    const { rows } = mapBankRows(records([{ Date: '03/02/2026', Description: 'Gift', Amount: '12,50' }]), { ...single, decimalMark: ',' });
    expect(rows[0]?.row?.amount).toBe('12.50');
  });

  it('keeps every row when no row has a date in the chosen format, so each says why', () => {
    const { rows, leftOut } = mapBankRows(records([{ Date: '2026-03-01', Description: 'Gift', Amount: '5' }]), single);
    expect(leftOut).toBe(0);
    expect(rows[0]?.errors).toEqual(['"2026-03-01" is not a date in the format MM/DD/YYYY.']);
  });

  it('turns debit into money out and credit into money in', () => {
    const mapping: ColumnMapping = { ...single, amountMode: 'debit-credit', amount: null, debit: 'Out', credit: 'In', account: null };
    const { rows } = mapBankRows(
      records([
        { Date: '03/01/2026', Description: 'Rent', Out: '1,200.00', In: '' },
        { Date: '03/02/2026', Description: 'Gift', Out: '', In: '50' },
        { Date: '03/03/2026', Description: 'Fee', Out: '-3.00', In: '' },
        { Date: '03/04/2026', Description: 'Nothing', Out: '', In: '' },
      ]),
      mapping,
    );
    expect(rows.map((row) => row.row?.amount ?? null)).toEqual(['-1200.00', '50.00', '-3.00', null]);
    expect(rows[3]?.errors).toEqual(['Both debit and credit are empty.']);
    expect(rows[0]?.row).not.toHaveProperty('account');
  });
});
