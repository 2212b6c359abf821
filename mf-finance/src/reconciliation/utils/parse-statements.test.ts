// The statement parsers on real-format sample files (fixtures/): OFX 1.x SGML, OFX 2.x XML, QFX,
// CAMT.053 and a bank's CSV export; damaged or foreign files are refused with a sentence.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCamt053 } from './parse-camt053';
import { csvStatementLines, guessStatementMapping, readCsvStatement } from './parse-csv';
import { parseOfx } from './parse-ofx';
import { detectStatementFormat } from './detect-statement-format';
import { StatementFileError, normaliseAmount } from './statement';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

const OCTOBER = [
  { date: '2026-10-03', amount: '-800.00', bank_id: '202610030001' },
  { date: '2026-10-06', amount: '2500.00', bank_id: '202610060002' },
  { date: '2026-10-14', amount: '-120.55', bank_id: '202610140003' },
  { date: '2026-10-31', amount: '-12.00', bank_id: '202610310004' },
];

describe('statement parsers', () => {
  it('reads an OFX 1.x SGML statement: FITIDs, signed amounts, payees, closing balance', async () => {
    const parsed = await parseOfx(fixture('statement-ofx1-sgml.ofx'));
    expect(parsed.lines.map(({ date, amount, bank_id }) => ({ date, amount, bank_id }))).toEqual(OCTOBER);
    expect(parsed.lines[2]).toMatchObject({ payee: 'CITY POWER & LIGHT', description: 'Check 1041' });
    expect(parsed.lines[0]).toMatchObject({ payee: 'HARBOR PROPERTIES LLC', description: 'ACH RENT OCT' });
    expect(parsed.closingBalance).toBe('2567.45');
    expect(parsed.endDate).toBe('2026-10-31');
  });

  it('reads an OFX 2.x XML statement', async () => {
    const parsed = await parseOfx(fixture('statement-ofx2.ofx'));
    expect(parsed.lines.map(({ date, amount, bank_id, payee }) => ({ date, amount, bank_id, payee }))).toEqual([
      { date: '2026-10-11', amount: '100.00', bank_id: '2026101100007', payee: 'MOBILE DEPOSIT' },
      { date: '2026-10-31', amount: '1.37', bank_id: '2026103100008', payee: 'INTEREST PAID' },
      { date: '2026-10-20', amount: '-45.10', bank_id: '2026102000009', payee: 'FRESH FARMS MARKET #12' },
    ]);
    expect(parsed.closingBalance).toBe('2623.72');
  });

  it('reads a QFX file (OFX with Intuit sign-on tags) and names it QFX', async () => {
    const content = fixture('statement-quicken.qfx');
    expect(detectStatementFormat('October.qfx', content)).toBe('qfx');
    const parsed = await parseOfx(content, 'qfx');
    expect(parsed.format).toBe('qfx');
    expect(parsed.lines).toHaveLength(4);
  });

  it('reads a CAMT.053 statement: booked entries only, DBIT negative, AcctSvcrRef as the id', async () => {
    const parsed = await parseCamt053(fixture('statement-camt053.xml'));
    expect(parsed.lines.map(({ date, amount, bank_id, payee }) => ({ date, amount, bank_id, payee }))).toEqual([
      { date: '2026-10-03', amount: '-800.00', bank_id: '20261003-000101', payee: 'Harbor Properties LLC' },
      { date: '2026-10-06', amount: '2500.00', bank_id: '20261006-000102', payee: 'Gulf Coast Foundation' },
      { date: '2026-10-14', amount: '-120.55', bank_id: '20261014-000103', payee: null },
      { date: '2026-10-31', amount: '-12.00', bank_id: '20261031-000104', payee: null },
    ]);
    expect(parsed.lines[0]?.description).toBe('Rent October');
    expect(parsed.lines[2]?.description).toBe('CITY POWER & LIGHT DIRECT DEBIT');
    expect(parsed.closingBalance).toBe('2567.45');
    expect(parsed.endDate).toBe('2026-10-31');
  });

  it('reads a bank CSV with a guessed mapping (US dates, reference column as the bank id)', async () => {
    const table = await readCsvStatement(fixture('statement.csv'));
    const mapping = guessStatementMapping(table);
    expect(mapping).toMatchObject({ date: 'Posting Date', amount: 'Amount', description: 'Description', bankId: 'Reference', dateFormat: 'MM/DD/YYYY' });
    const parsed = csvStatementLines(table, mapping);
    expect(parsed.lines.map(({ date, amount }) => ({ date, amount }))).toEqual(OCTOBER.map(({ date, amount }) => ({ date, amount })));
    expect(parsed.lines[0]?.bank_id).toBe('TX20261003A');
  });

  it('uses the remembered mapping when the file has its columns', async () => {
    const table = await readCsvStatement(fixture('statement.csv'));
    const remembered = { ...guessStatementMapping(table), bankId: null, description: 'Type' };
    expect(guessStatementMapping(table, remembered)).toBe(remembered);
    expect(guessStatementMapping(table, { ...remembered, payee: 'Counterparty' }).description).toBe('Description');
  });

  it('refuses a CSV row with a bad date, naming the line, and imports nothing', async () => {
    const table = await readCsvStatement('Date,Description,Amount\n2026-10-01,Fee,-1.00\nyesterday,Gift,5.00\n');
    expect(() => csvStatementLines(table, guessStatementMapping(table))).toThrow(/Line 3: "yesterday" is not a date/);
  });

  it('refuses files that are not statements, in plain words', async () => {
    await expect(parseOfx('just some text')).rejects.toThrow(StatementFileError);
    await expect(parseOfx('OFXHEADER:100\nDATA:OFXSGML\n\n<OFX></OFX>')).rejects.toThrow(/lists no transactions/);
    await expect(parseCamt053('<Document><BkToCstmrStmt><Stmt>')).rejects.toThrow(/not well-formed XML/);
    await expect(parseCamt053('<Document/>')).rejects.toThrow(/not a CAMT.053/);
    expect(() => detectStatementFormat('photo.png', '\u0089PNG')).toThrow(/Choose a bank statement file/);
    const damaged = fixture('statement-ofx1-sgml.ofx').replace('<TRNAMT>2500.00', '<TRNAMT>lots');
    await expect(parseOfx(damaged)).rejects.toThrow(/Transaction 2 of this OFX file has no valid amount/);
  });

  it('normalises amounts to two decimals without floats', () => {
    expect(normaliseAmount('2,500.0')).toBe('2500.00');
    expect(normaliseAmount('-.5')).toBe('-0.50');
    expect(normaliseAmount('+12')).toBe('12.00');
    expect(normaliseAmount('1.234')).toBeNull();
    expect(normaliseAmount('abc')).toBeNull();
  });
});
