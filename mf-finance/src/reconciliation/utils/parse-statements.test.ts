// The statement parsers on sample files in the shapes banks export (fixtures/, written from the
// OFX 1.6 / 2.2 and ISO 20022 camt.053 specifications): OFX 1.x SGML on many lines or one,
// OFX 2.x XML with CDATA, QFX, several accounts in one file, the header in a comment, text in
// Windows-1252 under a header that says otherwise, raw and double-escaped entities, comma
// decimals; CAMT.053 .02/.04/.08 (one line, no IBAN, batches, several accounts); bank CSVs with a
// key:value block, a BOM, semicolons, multi-line quoted fields, `1.234,56`, `11'373.94`, currency
// signs, CR-only line endings, `="01.01.2024"` cells and a running balance. Damaged or foreign
// files are refused with a sentence.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCamt053 } from './parse-camt053';
import { readBankCsv } from '../../bank-files/utils/bank-csv';
import { decodeBankFileBytes } from '../../bank-files/utils/bank-file-text';
import { csvStatementLines, guessStatementMapping } from './parse-csv';
import { parseOfx } from './parse-ofx';
import { detectStatementFormat } from './detect-statement-format';
import type { StatementFile } from './statement';
import { StatementFileError, maskAccountId, normaliseAmount } from './statement';

const bytes = (name: string) => new Uint8Array(readFileSync(path.join(__dirname, 'fixtures', name)));
const fixture = (name: string) => decodeBankFileBytes(bytes(name));
const only = (file: StatementFile) => {
  expect(file.statements).toHaveLength(1);
  const [statement] = file.statements;
  if (!statement) throw new Error('no statement');
  return statement;
};
const brief = (file: StatementFile) => only(file).lines.map(({ date, amount, bank_id }) => ({ date, amount, bank_id }));
async function csv(name: string) {
  const table = await readBankCsv(fixture(name));
  const mapping = guessStatementMapping(table);
  return { table, mapping, statement: only(csvStatementLines(table, mapping)) };
}

const OCTOBER = [
  { date: '2026-10-03', amount: '-800.00', bank_id: '202610030001' },
  { date: '2026-10-06', amount: '2500.00', bank_id: '202610060002' },
  { date: '2026-10-14', amount: '-120.55', bank_id: '202610140003' },
  { date: '2026-10-31', amount: '-12.00', bank_id: '202610310004' },
];

describe('OFX and QFX statements', () => {
  it('reads an OFX 1.x SGML statement: FITIDs, signed amounts, payees, currency, period, closing balance', async () => {
    const statement = only(await parseOfx(fixture('statement-ofx1-sgml.ofx')));
    expect(statement.lines.map(({ date, amount, bank_id }) => ({ date, amount, bank_id }))).toEqual(OCTOBER);
    expect(statement.lines[2]).toMatchObject({ payee: 'CITY POWER & LIGHT', description: 'Check 1041' });
    expect(statement.lines[0]).toMatchObject({ payee: 'HARBOR PROPERTIES LLC', description: 'ACH RENT OCT' });
    expect(statement).toMatchObject({ currency: 'USD', accountId: '4400123456', closingBalance: '2567.45', startDate: '2026-10-01', endDate: '2026-10-31' });
  });

  it('reads a one-line OFX 1.6 SGML file in CAD whose leaf elements have no end tags', async () => {
    const content = fixture('ofx1-one-line-cad.ofx');
    expect(detectStatementFormat('export.ofx', content)).toBe('qfx'); // it carries INTU.BID
    const file = await parseOfx(content);
    expect(brief(file)).toEqual([
      { date: '2026-11-02', amount: '-1450.00', bank_id: '90000000001' },
      { date: '2026-11-05', amount: '3200.00', bank_id: '90000000002' },
      { date: '2026-11-12', amount: '-89.99', bank_id: '90000000003' },
      { date: '2026-11-30', amount: '-4.95', bank_id: '90000000004' },
    ]);
    expect(only(file)).toMatchObject({ currency: 'CAD', closingBalance: '6655.06', endDate: '2026-11-30', accountId: '5012345678' });
    expect(only(file).lines[2]).toMatchObject({ payee: 'HYDRO ONE', description: 'Check 2207' });
    expect(only(file).lines[3]).toMatchObject({ payee: 'MONTHLY FEE', description: 'MONTHLY FEE' });
  });

  it('reads the same file with its header on the one line too', async () => {
    const flat = fixture('ofx1-one-line-cad.ofx').replace(/\r?\n/g, ' ');
    expect(only(await parseOfx(flat)).lines).toHaveLength(4);
  });

  it('reads a statement whose exporter left out the end tags of its transactions', async () => {
    const open = fixture('statement-ofx1-sgml.ofx').replace(/<\/STMTTRN>\s*/g, '');
    expect(only(await parseOfx(open)).lines.map(({ date, amount, bank_id }) => ({ date, amount, bank_id }))).toEqual(OCTOBER);
  });

  it('reads an OFX 2.x XML statement', async () => {
    const statement = only(await parseOfx(fixture('statement-ofx2.ofx')));
    expect(statement.lines.map(({ date, amount, bank_id, payee }) => ({ date, amount, bank_id, payee }))).toEqual([
      { date: '2026-10-11', amount: '100.00', bank_id: '2026101100007', payee: 'MOBILE DEPOSIT' },
      { date: '2026-10-31', amount: '1.37', bank_id: '2026103100008', payee: 'INTEREST PAID' },
      { date: '2026-10-20', amount: '-45.10', bank_id: '2026102000009', payee: 'FRESH FARMS MARKET #12' },
    ]);
    expect(statement.closingBalance).toBe('2623.72');
  });

  it('reads an OFX 2.2 file whose names and memos are CDATA sections, as written', async () => {
    const statement = only(await parseOfx(fixture('ofx2-cdata.ofx')));
    expect(statement.lines).toEqual([
      { date: '2026-11-03', amount: '-64.20', payee: 'BARNES & NOBLE #2231', description: 'POS PURCHASE <BOOKS>', bank_id: '202611031' },
      { date: '2026-11-09', amount: '1500.00', payee: 'SMITH FAMILY FDN', description: 'DONATION', bank_id: '202611092' },
    ]);
    expect(statement).toMatchObject({ currency: 'USD', closingBalance: '4321.80', startDate: '2026-11-01', endDate: '2026-11-30' });
  });

  it('reads Windows-1252 text under a header that says otherwise, a raw & and double-escaped entities', async () => {
    const statement = only(await parseOfx(fixture('ofx1-windows-1252.ofx')));
    expect(statement.lines.map(({ payee, description }) => ({ payee, description }))).toEqual([
      { payee: 'CAFÉ MÜLLER', description: 'Lunch – volunteers' },
      { payee: 'AT&T MOBILITY', description: 'Phone & data' },
      { payee: 'BED BATH & BEYOND', description: 'Supplies & linens' },
    ]);
  });

  it('decodes the bytes whatever the header says: UTF-8 under CHARSET:1252, Windows-1252 under UTF-8, UTF-16 with its mark', () => {
    const utf8 = new TextEncoder().encode('CHARSET:1252 <NAME>CAFÉ – € ü');
    expect(decodeBankFileBytes(utf8)).toBe('CHARSET:1252 <NAME>CAFÉ – € ü');
    expect(decodeBankFileBytes(new Uint8Array([0x3c, 0x4e, 0x3e, 0x43, 0x41, 0x46, 0xc9, 0x20, 0x96, 0x20, 0x80, 0x20, 0xfc]))).toBe('<N>CAFÉ – € ü');
    expect(decodeBankFileBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
    expect(decodeBankFileBytes(new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0xe9, 0x00]))).toBe('Aé');
  });

  it('reads a file whose OFX header sits in an XML comment', async () => {
    const content = fixture('ofx-header-in-comment.ofx');
    expect(detectStatementFormat('savings.xml', content)).toBe('ofx');
    expect(only(await parseOfx(content))).toMatchObject({ accountId: '12345678', closingBalance: '5003.21', lines: [{ amount: '3.21', bank_id: 'INT-2026-11' }] });
  });

  it('reads every account of a file with several: checking, savings and a credit card', async () => {
    const file = await parseOfx(fixture('ofx1-several-accounts.ofx'));
    expect(file.statements.map((s) => ({ account: maskAccountId(s.accountId), currency: s.currency, lines: s.lines.length, closing: s.closingBalance }))).toEqual([
      { account: '•••• 3333', currency: 'USD', lines: 3, closing: '8615.00' },
      { account: '•••• 6666', currency: 'USD', lines: 1, closing: '20004.12' },
      { account: '•••• 1111', currency: 'USD', lines: 2, closing: '-180.01' },
    ]);
    expect(file.statements[2]?.lines[0]).toMatchObject({ amount: '-19.99', payee: 'ZOOM.US', bank_id: 'V1' });
  });

  it('reads comma decimals and names the file currency (EUR)', async () => {
    const statement = only(await parseOfx(fixture('ofx1-eur-comma-old-lines.ofx')));
    expect(statement.currency).toBe('EUR');
    expect(statement.lines.map((l) => l.amount)).toEqual(['-12.50', '250.00', '-1234.56']);
    expect(statement.closingBalance).toBe('3002.94');
  });

  it('reads a QFX file (OFX with Intuit sign-on tags) and names it QFX', async () => {
    const content = fixture('statement-quicken.qfx');
    expect(detectStatementFormat('October.qfx', content)).toBe('qfx');
    const file = await parseOfx(content, 'qfx');
    expect(file.format).toBe('qfx');
    expect(only(file).lines).toHaveLength(4);
  });

  it('reads every DTPOSTED form as the day the bank gave', async () => {
    const { ofxDate } = await import('./parse-ofx');
    expect(['20261103', '20261103120000', '20261103120000.000', '20261103235959.123[-5:EST]', '20261103000000[+5.30:IST]', '20261103[0:GMT]'].map(ofxDate)).toEqual(
      Array(6).fill('2026-11-03'),
    );
    expect(ofxDate('20260231')).toBe('');
  });
});

describe('CAMT.053 statements', () => {
  it('reads a camt.053.001.02 statement: booked entries only, DBIT negative, AcctSvcrRef as the id', async () => {
    const statement = only(await parseCamt053(fixture('statement-camt053.xml')));
    expect(statement.lines.map(({ date, amount, bank_id, payee }) => ({ date, amount, bank_id, payee }))).toEqual([
      { date: '2026-10-03', amount: '-800.00', bank_id: '20261003-000101', payee: 'Harbor Properties LLC' },
      { date: '2026-10-06', amount: '2500.00', bank_id: '20261006-000102', payee: 'Gulf Coast Foundation' },
      { date: '2026-10-14', amount: '-120.55', bank_id: '20261014-000103', payee: null },
      { date: '2026-10-31', amount: '-12.00', bank_id: '20261031-000104', payee: null },
    ]);
    expect(statement.lines[0]?.description).toBe('Rent October');
    expect(statement.lines[2]?.description).toBe('CITY POWER & LIGHT DIRECT DEBIT');
    expect(statement).toMatchObject({ currency: 'USD', accountId: 'US00HARB4400123456', closingBalance: '2567.45', startDate: '2026-10-01', endDate: '2026-10-31' });
  });

  it('reads a one-line camt.053.001.04 file: an account without IBAN, a batch split into its own transactions', async () => {
    const statement = only(await parseCamt053(fixture('camt053-v04-one-line-batch.xml')));
    expect(statement).toMatchObject({ accountId: '0012345678', currency: 'USD', closingBalance: '1180.00', endDate: '2026-11-30' });
    expect(statement.lines).toEqual([
      { date: '2026-11-10', amount: '100.00', payee: 'Ana Lopez', description: 'Gift', bank_id: 'GIFT-1' },
      { date: '2026-11-10', amount: '50.00', payee: 'Ben Okafor', description: 'Gift', bank_id: 'GIFT-2' },
      { date: '2026-11-10', amount: '100.00', payee: 'Chen Wei', description: 'Gift in memory of R. & M. Chen', bank_id: 'GIFT-3' },
      { date: '2026-11-20', amount: '-70.00', payee: 'City Water', description: 'Water bill', bank_id: 'DD-20261120' },
    ]);
  });

  it('keeps a batch as one line when its transactions do not add up to it', async () => {
    const content = fixture('camt053-v04-one-line-batch.xml').replace('<Amt Ccy="USD">50.00</Amt>', '<Amt Ccy="USD">55.00</Amt>');
    expect(only(await parseCamt053(content)).lines[0]).toMatchObject({ amount: '250.00', bank_id: 'BATCH-20261110' });
  });

  it('reads a camt.053.001.08 file with two accounts, booking times, a prefixed namespace and Pty names', async () => {
    const file = await parseCamt053(fixture('camt053-v08-two-accounts.xml'));
    expect(file.statements.map((s) => ({ account: s.accountId, currency: s.currency, lines: s.lines.length }))).toEqual([
      { account: 'DE89370400440532013000', currency: 'EUR', lines: 2 },
      { account: 'DE02120300000000202051', currency: 'USD', lines: 1 },
    ]);
    expect(file.statements[0]?.lines).toEqual([
      { date: '2026-11-03', amount: '1200.00', payee: 'Stiftung Müller', description: 'Spende November', bank_id: 'EUR-1' },
      { date: '2026-11-18', amount: '-69.60', payee: 'Stadtwerke', description: 'Strom', bank_id: 'EUR-2' },
    ]);
  });

  it('reads a raw & in a remittance text', async () => {
    const content = fixture('camt053-v04-one-line-batch.xml').replace('R. &amp; M. Chen', 'R. & M. Chen');
    expect(only(await parseCamt053(content)).lines[2]?.description).toBe('Gift in memory of R. & M. Chen');
  });
});

describe('CSV statements', () => {
  it('reads a bank CSV with a guessed mapping (US dates, reference column as the bank id)', async () => {
    const { mapping, statement } = await csv('statement.csv');
    expect(mapping).toMatchObject({ date: 'Posting Date', amount: 'Amount', description: 'Description', bankId: 'Reference', dateFormat: 'MM/DD/YYYY', balance: 'Balance' });
    expect(statement.lines.map(({ date, amount }) => ({ date, amount }))).toEqual(OCTOBER.map(({ date, amount }) => ({ date, amount })));
    expect(statement.lines[0]?.bank_id).toBe('TX20261003A');
    expect(statement).toMatchObject({ closingBalance: '2567.45', warnings: [] });
  });

  it('reads a German export: BOM, key:value block, semicolons, ="…" cells, 1.234,56, a description on two lines, the currency above the header', async () => {
    const { table, mapping, statement } = await csv('csv-de-preamble-semicolon.csv');
    expect(table.preamble).toMatchObject({ kontonummer: 'DE89370400440532013000', währung: 'EUR' });
    expect(mapping).toMatchObject({ date: 'Buchungstag', amount: 'Betrag', balance: 'Saldo', payee: 'Empfänger/Auftraggeber', description: 'Buchungstext', dateFormat: 'DD/MM/YYYY', decimalMark: ',' });
    expect(statement.lines).toEqual([
      { date: '2026-11-02', amount: '1234.56', payee: 'Stiftung Müller', description: 'Gutschrift', bank_id: null },
      { date: '2026-11-05', amount: '-69.60', payee: 'Stadtwerke', description: 'Lastschrift Strom Oktober', bank_id: null },
      { date: '2026-11-30', amount: '-4.90', payee: null, description: 'Entgelt', bank_id: null },
    ]);
    expect(statement).toMatchObject({ currency: 'EUR', accountId: 'DE89370400440532013000', closingBalance: '6160.06', warnings: [] });
  });

  it("reads a Swiss export: CR-only line endings, 11'373.94, debit and credit columns, newest first with a balance", async () => {
    const { mapping, statement } = await csv('csv-ch-apostrophe-cr.csv');
    expect(mapping).toMatchObject({ amountMode: 'debit-credit', debit: 'Debit', credit: 'Credit', balance: 'Balance', dateFormat: 'DD/MM/YYYY', decimalMark: '.' });
    expect(statement.lines.map(({ date, amount, description }) => ({ date, amount, description }))).toEqual([
      { date: '2026-11-30', amount: '-5.00', description: 'Bank charges' },
      { date: '2026-11-15', amount: '2500.00', description: 'Donation Fondation Léman' },
      { date: '2026-11-03', amount: '-1450.00', description: 'Rent November' },
    ]);
    expect(statement).toMatchObject({ closingBalance: '11373.94', warnings: [] });
  });

  it('reads currency signs inside amounts ("-$7,971.39") and leaves out the summary row, saying so', async () => {
    const { mapping, statement } = await csv('csv-us-currency-signs.csv');
    expect(mapping.balance).toBe('Running Bal.');
    expect(statement.lines.map((l) => l.amount)).toEqual(['-7971.39', '2500.00', '-15.00']);
    expect(statement.closingBalance).toBe('14513.61');
    expect(statement.warnings).toEqual(['The last row is not a dated transaction and was left out.']);
  });

  it('checks the running balance and names the line where it does not add up; £ makes the file GBP', async () => {
    const { statement } = await csv('csv-uk-pounds-bad-balance.csv');
    expect(statement.lines.map((l) => l.amount)).toEqual(['-120.00', '312.50', '-12.00']);
    expect(statement.currency).toBe('GBP');
    expect(statement.closingBalance).toBeNull();
    expect(statement.warnings).toEqual([
      'The balance column does not add up: line 4 shows 1200.50, but the balance before it plus its amount is 1180.50. Check the amount, money in/out and decimal mark choices.',
    ]);
  });

  it('uses the remembered mapping when the file has its columns', async () => {
    const table = await readBankCsv(fixture('statement.csv'));
    const remembered = { ...guessStatementMapping(table), bankId: null, description: 'Type' };
    expect(guessStatementMapping(table, remembered)).toEqual(remembered);
    expect(guessStatementMapping(table, { ...remembered, payee: 'Counterparty' }).description).toBe('Description');
  });

  it('refuses a CSV row with more cells than the header (an unquoted 1,200.00), naming the line', async () => {
    const table = await readBankCsv('Date,Description,Amount\n2026-10-01,Fee,-1.00\n2026-10-02,Rent,-1,200.00\n');
    expect(() => csvStatementLines(table, guessStatementMapping(table))).toThrow(/Line 3: This row has more cells than the header row/);
  });

  it('refuses a CSV row with a bad date, naming the line, and imports nothing', async () => {
    const table = await readBankCsv('Date,Description,Amount\n2026-10-01,Fee,-1.00\nyesterday,Gift,5.00\n2026-10-03,Gift,5.00\n');
    expect(() => csvStatementLines(table, guessStatementMapping(table))).toThrow(/Line 3: "yesterday" is not a date/);
  });
});

describe('refusals and amounts', () => {
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
    expect(normaliseAmount('-12,5')).toBe('-12.50');
    expect(normaliseAmount('1.234,56')).toBe('1234.56');
    expect(normaliseAmount('1.234')).toBeNull();
    expect(normaliseAmount('abc')).toBeNull();
  });
});
