import { describe, expect, it } from 'vitest';
import type { ImportAccount, ImportJournalLine } from '../../model/import-model';
import { readFixture } from '../../test/fixture-file';

function account(fields: Partial<ImportAccount> & Pick<ImportAccount, 'source_key' | 'name' | 'source_type' | 'category'>): ImportAccount {
  return { number: fields.source_key, full_name: fields.name, parent_key: null, is_active: true, description: null, ...fields };
}

function line(fields: Partial<ImportJournalLine> & Pick<ImportJournalLine, 'entry_key' | 'date' | 'account_key' | 'debit' | 'credit' | 'source_line'>): ImportJournalLine {
  return { dimension_key: null, contact_key: null, memo: null, reference: null, ...fields };
}

describe('Xero exports', () => {
  it('a chart of accounts export gives each account by code with its Xero type, a bank account without a code by its name', async () => {
    const parsed = await readFixture(import.meta.url, 'chart-of-accounts.csv');
    expect([parsed.format, parsed.label]).toEqual(['xero-chart-of-accounts', 'Xero · Chart of Accounts (CSV)']);
    expect(parsed.accounts).toEqual([
      account({ source_key: '090', name: 'Business Bank Account', source_type: 'Bank', category: 'Assets' }),
      account({ source_key: 'Petty Cash', number: null, name: 'Petty Cash', source_type: 'Bank', category: 'Assets', description: 'Cash box at the front desk' }),
      account({ source_key: '200', name: 'Donations', source_type: 'Revenue', category: 'Revenue', description: 'Gifts from individuals, churches and businesses' }),
      account({ source_key: '260', name: 'Other Revenue', source_type: 'OTHERINCOME', category: 'Revenue' }),
      account({ source_key: '420', name: 'Rent', source_type: 'Overhead', category: 'Expenses' }),
      account({ source_key: '429', name: 'General Expenses', source_type: 'Expense', category: 'Expenses' }),
      account({ source_key: '610', name: 'Accounts Receivable', source_type: 'Current Asset', category: 'Assets' }),
      account({ source_key: '800', name: 'Accounts Payable', source_type: 'Current Liability', category: 'Liabilities' }),
      account({ source_key: '960', name: 'Retained Earnings', source_type: 'Equity', category: 'Net Assets' }),
    ]);
    expect(parsed.problems).toEqual([{ file: 'chart-of-accounts.csv', line: 11, reason: 'The account “Suspense” has the type “Historical Adjustment Type”, which is not a Xero account type, so it was not taken.' }]);
  });

  it('a trial balance takes the year-to-date columns, as at the day-first date of its title, accounts named with their code', async () => {
    const parsed = await readFixture(import.meta.url, 'trial-balance.csv');
    expect(parsed.format).toBe('xero-trial-balance');
    expect(parsed.trial_balance.map((row) => [row.as_of, row.account_key, row.debit, row.credit, row.source_line])).toEqual([
      ['2024-12-31', '200', '0.00', '15000.00', 7],
      ['2024-12-31', '420', '6000.00', '0.00', 11],
      ['2024-12-31', '429', '1500.00', '0.00', 12],
      ['2024-12-31', '090', '12500.00', '0.00', 16],
      ['2024-12-31', '610', '800.00', '0.00', 17],
      ['2024-12-31', '800', '0.00', '1250.00', 21],
      ['2024-12-31', '960', '0.00', '4550.00', 25],
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it('a trial balance gives each account its section as the category', async () => {
    const { accounts } = await readFixture(import.meta.url, 'trial-balance.csv');
    expect(accounts.map((row) => [row.source_key, row.name, row.source_type, row.category])).toEqual([
      ['200', 'Donations', 'Revenue', 'Revenue'],
      ['420', 'Rent', 'Expenses', 'Expenses'],
      ['429', 'General Expenses', 'Expenses', 'Expenses'],
      ['090', 'Business Bank Account', 'Assets', 'Assets'],
      ['610', 'Accounts Receivable', 'Assets', 'Assets'],
      ['800', 'Accounts Payable', 'Liabilities', 'Liabilities'],
      ['960', 'Retained Earnings', 'Equity', 'Net Assets'],
    ]);
  });

  it('account transactions give lines grouped into entries by date, source and reference, with tracking options as "Category: Option"', async () => {
    const parsed = await readFixture(import.meta.url, 'account-transactions.csv');
    expect(parsed.format).toBe('xero-account-transactions');
    expect(parsed.journal).toEqual([
      line({ entry_key: '02 Jan 2024|Receive Money|DEP-1', date: '2024-01-02', account_key: '090', memo: 'Weekly gifts', reference: 'DEP-1', debit: '1500.00', credit: '0.00', source_line: 8 }),
      line({ entry_key: '15 Jan 2024|Spend Money|1042', date: '2024-01-15', account_key: '090', memo: 'January rent', reference: '1042', debit: '0.00', credit: '500.00', source_line: 9 }),
      line({ entry_key: '02 Jan 2024|Receive Money|DEP-1', date: '2024-01-02', account_key: '200', dimension_key: 'Program: Youth', memo: 'Gift from Jane Donor, general', reference: 'DEP-1', debit: '0.00', credit: '1500.00', source_line: 14 }),
      line({ entry_key: '15 Jan 2024|Spend Money|1042', date: '2024-01-15', account_key: '420', dimension_key: 'Program: Youth', memo: 'January rent', reference: '1042', debit: '500.00', credit: '0.00', source_line: 17 }),
    ]);
    expect(parsed.dimensions).toEqual([{ source_key: 'Program: Youth', kind: 'tracking', name: 'Program: Youth', parent_key: null }]);
    expect(parsed.problems).toEqual([]);
  });

  it('a contacts export gives contacts with the postal address, or the street address when there is no postal one', async () => {
    const parsed = await readFixture(import.meta.url, 'contacts.csv');
    expect(parsed.format).toBe('xero-contacts');
    expect(parsed.contacts).toEqual([
      { source_key: 'County Arts Council', kind: 'contact', name: 'County Arts Council', email: 'grants@countyarts.example', phone: '555 010 2000', address_line1: '12 Main St', address_line2: 'Suite 4', city: 'Springfield', region: 'IL', postal_code: '62701', country: 'United States', tax_id: null, is_1099: null },
      { source_key: 'City Power', kind: 'contact', name: 'City Power', email: 'billing@citypower.example', phone: '555 010 4400', address_line1: '400 Grid Ave', address_line2: null, city: 'Springfield', region: 'IL', postal_code: '62702', country: 'United States', tax_id: '12-3456789', is_1099: null },
    ]);
  });
});
