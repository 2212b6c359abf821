// The export's files: CSV quoting, the journal's postings (debit positive, credit negative, each
// entry balancing), and a zip whose CRCs and directory any unzip tool reads.
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { hledgerJournal } from './hledger-journal';
import { crc32, createZip } from './zip';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, writes JSON as JSON', () => {
    expect(toCsv([{ name: 'Rent, March', memo: 'say "hi"', data: { a: 1 } }, { name: 'Paper', extra: 2 }])).toBe(
      '\uFEFFname,memo,data,extra\r\n"Rent, March","say ""hi""","{""a"":1}",\r\nPaper,,,2\r\n',
    );
  });

  it('writes text that starts like a formula with an apostrophe and keeps negative amounts as numbers', () => {
    const csv = toCsv([{ description: '=HYPERLINK("http://x")', memo: '@SUM(A1)', tab: '\tx', cr: '\r=1', plus: '+cmd|/c calc', amount: -45.25, balance: '-12.50' }]);
    expect(csv.slice(csv.indexOf('\r\n') + 2, -2)).toBe(`"'=HYPERLINK(""http://x"")",'@SUM(A1),'\tx,"'\r=1",'+cmd|/c calc,-45.25,-12.50`);
  });
});

describe('hledgerJournal', () => {
  it('writes each posted entry with signed postings and its fund, and skips drafts', () => {
    const journal = hledgerJournal({
      organizationName: 'Helping Hands',
      currency: 'USD',
      accounts: [
        { id: 'a1', code: '1000', name: 'Cash', category: 'Assets' },
        { id: 'a2', code: '6100', name: 'Rent', category: 'Expenses' },
      ],
      funds: [{ id: 'f1', name: 'General Operating' }],
      entries: [
        { id: 'e1', entry_date: '2026-03-01', description: 'March rent', reference: 'CHK-1', status: 'posted' },
        { id: 'e2', entry_date: '2026-03-02', description: 'Draft', reference: null, status: 'draft' },
      ],
      lines: [
        { journal_entry_id: 'e1', account_id: 'a2', fund_id: 'f1', debit: 1200.5, credit: 0, line_number: 1 },
        { journal_entry_id: 'e1', account_id: 'a1', fund_id: 'f1', debit: 0, credit: '1200.50', line_number: 2 },
        { journal_entry_id: 'e2', account_id: 'a1', fund_id: 'f1', debit: 5, credit: 0, line_number: 1 },
      ],
    });
    expect(journal).toContain('account Assets:1000 Cash');
    expect(journal).toContain('2026-03-01 (CHK-1) March rent  ; entry:e1\n    Expenses:6100 Rent  1200.50  ; fund:General Operating\n    Assets:1000 Cash  -1200.50  ; fund:General Operating\n');
    expect(journal).not.toContain('Draft');
  });
});

describe('createZip', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
  it('writes local headers, a central directory and its end record for every file', () => {
    const zip = createZip([
      { name: 'tables/a.csv', data: new TextEncoder().encode('x\r\n') },
      { name: 'ledger.journal', data: new TextEncoder().encode('; journal\n') },
    ]);
    const view = new DataView(zip.buffer);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    const end = zip.length - 22;
    expect(view.getUint32(end, true)).toBe(0x06054b50);
    expect(view.getUint16(end + 10, true)).toBe(2);
    const centralStart = view.getUint32(end + 16, true);
    expect(view.getUint32(centralStart, true)).toBe(0x02014b50);
    expect(new TextDecoder().decode(zip.slice(30, 30 + 'tables/a.csv'.length))).toBe('tables/a.csv');
  });
});
