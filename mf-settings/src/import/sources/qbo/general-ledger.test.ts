import { describe, expect, it } from 'vitest';
import type { ImportJournalLine } from '../../model/import-model';
import { readFixture } from '../../test/fixture-file';
import { readImportFile } from '../../read/read-import-file';

function line(fields: Partial<ImportJournalLine> & Pick<ImportJournalLine, 'entry_key' | 'date' | 'account_key' | 'debit' | 'credit' | 'source_line'>): ImportJournalLine {
  return { dimension_key: null, contact_key: null, memo: null, reference: null, ...fields };
}

describe('QuickBooks Online General Ledger', () => {
  it('gives each line the account of its section, subaccounts inside their parent, skipping beginning balances and totals', async () => {
    const parsed = await readFixture(import.meta.url, 'general-ledger.csv');
    expect(parsed.format).toBe('qbo-general-ledger');
    expect(parsed.journal).toEqual([
      line({ entry_key: '01/05/2024|Deposit|', date: '2024-01-05', account_key: '1000', memo: 'Weekly gifts', debit: '1500.00', credit: '0.00', source_line: 8 }),
      line({ entry_key: '01/15/2024|Check|1042', date: '2024-01-15', account_key: '1000', contact_key: 'City Power', reference: '1042', debit: '0.00', credit: '250.00', source_line: 9 }),
      line({ entry_key: '01/05/2024|Deposit|', date: '2024-01-05', account_key: '4000', contact_key: 'Jane Donor', memo: 'Gift, general', debit: '0.00', credit: '1500.00', source_line: 12 }),
      line({ entry_key: '01/15/2024|Check|1042', date: '2024-01-15', account_key: '6110', contact_key: 'City Power', memo: 'January electricity', reference: '1042', debit: '250.00', credit: '0.00', source_line: 16 }),
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it('names a transaction whose lines do not balance because the report leaves out an account, and keeps none of its lines', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(new URL('./fixtures/general-ledger.csv', import.meta.url), 'utf8').split('\n').filter((row, index) => index < 10 || index > 12).join('\n');
    const parsed = await readImportFile(new File([text], 'gl.csv'));
    expect(parsed.journal.map((row) => row.entry_key)).toEqual(['01/15/2024|Check|1042', '01/15/2024|Check|1042']);
    expect(parsed.dropped_entries).toEqual(['01/05/2024|Deposit|']);
    expect(parsed.problems).toEqual([
      { file: 'gl.csv', line: 8, reason: 'The Deposit of 01/05/2024 does not balance in this file (it is off by 1,500.00), so none of its lines were taken; the report may leave out some of its accounts: export it for all accounts.' },
    ]);
  });

  it('read in batches, names for discarding the entry whose lines it had already handed over before finding it unbalanced', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(new URL('./fixtures/general-ledger.csv', import.meta.url), 'utf8').split('\n').filter((row, index) => index < 10 || index > 12).join('\n');
    const sent: string[] = [];
    const parsed = await readImportFile(new File([text], 'gl.csv'), { onBatch: (batch) => void sent.push(...batch.rows.map((row) => ('entry_key' in row ? row.entry_key : ''))) });
    expect(sent).toEqual(['01/05/2024|Deposit|', '01/15/2024|Check|1042', '01/15/2024|Check|1042']);
    expect([parsed.journal, parsed.dropped_entries]).toEqual([[], ['01/05/2024|Deposit|']]);
  });

  it('with only an Amount column is refused with the way to add Debit and Credit', async () => {
    const parsed = await readFixture(import.meta.url, 'general-ledger-amount-only.csv');
    expect([parsed.format, parsed.refused, parsed.journal]).toEqual(['qbo-general-ledger', true, []]);
    expect(parsed.problems).toEqual([
      {
        file: 'general-ledger-amount-only.csv',
        line: null,
        reason:
          'This General Ledger has an Amount column but no Debit and Credit columns, and its amounts’ signs depend on each account’s type. In QuickBooks Online, open the report, choose Customize > Rows/Columns > Change columns, tick Debit and Credit, and export it again (or export the Journal report).',
      },
    ]);
  });
});
