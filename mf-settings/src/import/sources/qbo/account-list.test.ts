import { describe, expect, it } from 'vitest';
import type { ImportAccount } from '../../model/import-model';
import { readFixture, textFile } from '../../test/fixture-file';
import { readImportFile } from '../../read/read-import-file';

function account(fields: Partial<ImportAccount> & Pick<ImportAccount, 'source_key' | 'name' | 'source_type' | 'category'>): ImportAccount {
  return { number: fields.source_key, full_name: fields.name, parent_key: null, is_active: true, description: null, ...fields };
}

describe('QuickBooks Online Account List', () => {
  it('is recognised from its headings below the title lines, through a byte-order mark and CRLF line ends', async () => {
    const parsed = await readFixture(import.meta.url, 'account-list.csv');
    expect([parsed.format, parsed.label, parsed.refused]).toEqual(['qbo-account-list', 'QuickBooks Online · Account List (CSV)', false]);
  });

  it('gives each account its number, leaf name, full name, QuickBooks type and category', async () => {
    const { accounts } = await readFixture(import.meta.url, 'account-list.csv');
    expect(accounts.slice(0, 10)).toEqual([
      account({ source_key: '1000', name: 'Checking', source_type: 'Bank', category: 'Assets', description: 'Main operating account, First Community Bank' }),
      account({ source_key: '1010', name: 'Savings', source_type: 'Bank', category: 'Assets' }),
      account({ source_key: '1200', name: 'Accounts Receivable (A/R)', source_type: 'Accounts receivable (A/R)', category: 'Assets' }),
      account({ source_key: '1500', name: 'Equipment', source_type: 'Fixed Assets', category: 'Assets' }),
      account({ source_key: '2000', name: 'Accounts Payable (A/P)', source_type: 'Accounts payable (A/P)', category: 'Liabilities' }),
      account({ source_key: '2100', name: 'Credit Card', source_type: 'Credit Card', category: 'Liabilities' }),
      account({ source_key: '3000', name: 'Net Assets Without Donor Restrictions', source_type: 'Equity', category: 'Net Assets' }),
      account({ source_key: '4000', name: 'Contributions', source_type: 'Income', category: 'Revenue' }),
      account({ source_key: '4100', name: 'Grants', source_type: 'Income', category: 'Revenue' }),
      account({ source_key: '6000', name: 'Rent', source_type: 'Expenses', category: 'Expenses' }),
    ]);
  });

  it('puts subaccounts under their parent, and a parent named only in a full name gets a row of its own', async () => {
    const { accounts } = await readFixture(import.meta.url, 'account-list.csv');
    const rows = accounts.filter((row) => row.full_name.startsWith('Utilities'));
    expect(rows).toEqual([
      account({ source_key: '6110', name: 'Electric', full_name: 'Utilities:Electric', parent_key: '6100', source_type: 'Expenses', category: 'Expenses' }),
      account({ source_key: '6120', name: 'Water', full_name: 'Utilities:Water', parent_key: '6100', source_type: 'Expenses', category: 'Expenses' }),
      account({ source_key: '6100', name: 'Utilities', source_type: 'Expenses', category: 'Expenses' }),
    ]);
  });

  it('reads an account marked (deleted) as inactive and Other Income as revenue', async () => {
    const { accounts } = await readFixture(import.meta.url, 'account-list.csv');
    expect(accounts.filter((row) => row.source_key === '6200' || row.source_key === '7000')).toEqual([
      account({ source_key: '6200', name: 'Old Newsletter', source_type: 'Expenses', category: 'Expenses', is_active: false }),
      account({ source_key: '7000', name: 'Interest Income', source_type: 'Other Income', category: 'Revenue' }),
    ]);
  });

  it('leaves out an account of a type QuickBooks does not have, with its row and the type named', async () => {
    const { accounts, problems } = await readFixture(import.meta.url, 'account-list.csv');
    expect(accounts.some((row) => row.source_key === '9000')).toBe(false);
    expect(problems).toEqual([{ file: 'account-list.csv', line: 19, reason: 'The account “9000 Mystery” has the type “Holding Tank”, which is not a type QuickBooks Online uses for accounts, so it was not taken.' }]);
  });

  it('with an Account # column keys accounts by it and finds a subaccount’s parent by its full name', async () => {
    const text = 'Account List\nHope Harbor\n\nAccount #,Account,Type,Detail type,Description\n6100,Utilities,Expenses,Utilities,\n6110,Utilities:Electric,Expenses,Utilities,\n';
    const { accounts } = await readImportFile(textFile('accounts.csv', text));
    expect(accounts).toEqual([
      account({ source_key: '6100', name: 'Utilities', source_type: 'Expenses', category: 'Expenses' }),
      account({ source_key: '6110', name: 'Electric', full_name: 'Utilities:Electric', parent_key: '6100', source_type: 'Expenses', category: 'Expenses' }),
    ]);
  });
});
