import { describe, expect, it } from 'vitest';
import type { ImportAccount, ImportJournalLine } from '../../model/import-model';
import { readFixture, textFile } from '../../test/fixture-file';
import { readImportFile } from '../../read/read-import-file';

function account(fields: Partial<ImportAccount> & Pick<ImportAccount, 'source_key' | 'name' | 'source_type' | 'category'>): ImportAccount {
  return { number: fields.source_key, full_name: fields.name, parent_key: null, is_active: true, description: null, ...fields };
}

function line(fields: Partial<ImportJournalLine> & Pick<ImportJournalLine, 'entry_key' | 'date' | 'account_key' | 'debit' | 'credit' | 'source_line'>): ImportJournalLine {
  return { dimension_key: null, contact_key: null, memo: null, reference: null, ...fields };
}

describe('Aplos exports', () => {
  it('a funds list gives each fund as a dimension keyed by its number, its total row aside', async () => {
    const parsed = await readFixture(import.meta.url, 'funds.csv');
    expect([parsed.format, parsed.label]).toEqual(['aplos-funds', 'Aplos · Funds (CSV)']);
    expect(parsed.dimensions).toEqual([
      { source_key: '10', kind: 'fund', name: 'General Fund', parent_key: null },
      { source_key: '20', kind: 'fund', name: 'Youth Program Fund', parent_key: null },
    ]);
  });

  it('a chart of accounts gives sub-accounts the full name of their parents, named as "NUMBER - NAME"', async () => {
    const parsed = await readFixture(import.meta.url, 'chart-of-accounts.csv');
    expect(parsed.format).toBe('aplos-chart-of-accounts');
    expect(parsed.accounts).toEqual([
      account({ source_key: '1000', name: 'Checking', source_type: 'Asset', category: 'Assets', description: 'Main operating account' }),
      account({ source_key: '4000', name: 'Contributions', source_type: 'Income', category: 'Revenue' }),
      account({ source_key: '4010', name: 'Individual Gifts', full_name: 'Contributions:Individual Gifts', parent_key: '4000', source_type: 'Income', category: 'Revenue' }),
      account({ source_key: '4011', name: 'Online Gifts', full_name: 'Contributions:Individual Gifts:Online Gifts', parent_key: '4010', source_type: 'Income', category: 'Revenue' }),
      account({ source_key: '6000', name: 'Program Supplies', source_type: 'Expense', category: 'Expenses', is_active: false }),
      account({ source_key: '3000', name: 'Fund Balance', source_type: 'Equity', category: 'Net Assets' }),
    ]);
  });

  it('transactions start a new entry at each filled date, every line keeping the entry’s memo and its own fund', async () => {
    const parsed = await readFixture(import.meta.url, 'transactions.csv');
    expect(parsed.format).toBe('aplos-transactions');
    expect(parsed.journal).toEqual([
      line({ entry_key: 'L2', date: '2024-01-05', account_key: '1000', dimension_key: '10', memo: 'Weekly gifts', debit: '1500.00', credit: '0.00', source_line: 2 }),
      line({ entry_key: 'L2', date: '2024-01-05', account_key: '4010', dimension_key: '10', contact_key: 'Jane Donor', memo: 'Weekly gifts', debit: '0.00', credit: '1000.00', source_line: 3 }),
      line({ entry_key: 'L2', date: '2024-01-05', account_key: '4010', dimension_key: '20', contact_key: 'Jane Donor', memo: 'Weekly gifts', debit: '0.00', credit: '500.00', source_line: 4 }),
      line({ entry_key: 'L5', date: '2024-01-20', account_key: '6000', dimension_key: '20', contact_key: 'Corner Market', memo: 'Snacks for the youth program', debit: '120.00', credit: '0.00', source_line: 5 }),
      line({ entry_key: 'L5', date: '2024-01-20', account_key: '1000', dimension_key: '20', contact_key: 'Corner Market', memo: 'Snacks for the youth program', debit: '0.00', credit: '120.00', source_line: 6 }),
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it('transactions with one Amount column are refused, since the side of each line is not known', async () => {
    const parsed = await readImportFile(textFile('register.csv', 'Date,Memo,Contact,Account,Fund,Amount\n01/05/2024,Gift,Jane Donor,4010 - Individual Gifts,10 - General Fund,50.00\n'));
    expect([parsed.format, parsed.refused, parsed.problems.map((problem) => problem.reason)]).toEqual([
      'aplos-transactions',
      true,
      ['This Aplos file has an Amount column but no Debit and Credit columns, so the side of each line is not known. Export the transactions as journal lines (with Debit and Credit) and import that file.'],
    ]);
  });
});
