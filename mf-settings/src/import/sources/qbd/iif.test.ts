import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ImportAccount, ImportContact, ImportJournalLine } from '../../model/import-model';
import { readFixture } from '../../test/fixture-file';
import { readImportFile } from '../../read/read-import-file';

function account(fields: Partial<ImportAccount> & Pick<ImportAccount, 'source_key' | 'name' | 'source_type' | 'category'>): ImportAccount {
  return { number: fields.source_key, full_name: fields.name, parent_key: null, is_active: true, description: null, ...fields };
}

const NOTHING = { email: null, phone: null, address_line1: null, address_line2: null, city: null, region: null, postal_code: null, country: null, tax_id: null, is_1099: null };

function contact(fields: Partial<ImportContact> & Pick<ImportContact, 'source_key' | 'kind'>): ImportContact {
  return { ...NOTHING, name: fields.source_key, ...fields };
}

function line(fields: Partial<ImportJournalLine> & Pick<ImportJournalLine, 'entry_key' | 'date' | 'account_key' | 'debit' | 'credit' | 'source_line'>): ImportJournalLine {
  return { dimension_key: null, contact_key: null, memo: null, reference: null, ...fields };
}

describe('QuickBooks Desktop IIF', () => {
  it('an exported list file gives the chart of accounts keyed by ACCNUM, subaccounts under their parent, hidden accounts inactive', async () => {
    const parsed = await readFixture(import.meta.url, 'lists.iif');
    expect([parsed.format, parsed.label]).toEqual(['qbd-iif', 'QuickBooks Desktop · IIF lists and transactions (IIF)']);
    expect(parsed.accounts).toEqual([
      account({ source_key: '1000', name: 'Checking', source_type: 'BANK', category: 'Assets', description: 'Main operating account' }),
      account({ source_key: '1200', name: 'Accounts Receivable', source_type: 'AR', category: 'Assets' }),
      account({ source_key: '2000', name: 'Accounts Payable', source_type: 'AP', category: 'Liabilities' }),
      account({ source_key: '3000', name: 'Opening Balance Equity', source_type: 'EQUITY', category: 'Net Assets' }),
      account({ source_key: '4000', name: 'Contributions', source_type: 'INC', category: 'Revenue', description: 'Gifts from individuals' }),
      account({ source_key: '6100', name: 'Utilities', source_type: 'EXP', category: 'Expenses' }),
      account({ source_key: '6110', name: 'Electric', full_name: 'Utilities:Electric', parent_key: '6100', source_type: 'EXP', category: 'Expenses' }),
      account({ source_key: '6300', name: 'Café Supplies', source_type: 'EXP', category: 'Expenses', is_active: false, description: 'Coffee for volunteers' }),
      account({ source_key: '1099 Contractors', number: null, name: '1099 Contractors', source_type: 'EXP', category: 'Expenses' }),
    ]);
  });

  it('reads a Windows-1252 file (as QuickBooks Desktop writes it) without mangling accented names', async () => {
    const bytes = readFileSync(new URL('./fixtures/lists.iif', import.meta.url));
    expect(bytes.includes(0xe9)).toBe(true);
    const { accounts } = await readFixture(import.meta.url, 'lists.iif');
    expect(accounts.map((row) => row.name)).toContain('Café Supplies');
  });

  it('leaves out a non-posting account with a sentence', async () => {
    const { problems } = await readFixture(import.meta.url, 'lists.iif');
    expect(problems).toEqual([{ file: 'lists.iif', line: 13, reason: 'The account “Purchase Orders” is a non-posting account (estimates, purchase orders), which holds no balance, so it was not taken.' }]);
  });

  it('gives classes, customers with their billing address and vendors with their tax id and 1099 flag', async () => {
    const parsed = await readFixture(import.meta.url, 'lists.iif');
    expect(parsed.dimensions).toEqual([
      { source_key: 'Programs', kind: 'class', name: 'Programs', parent_key: null },
      { source_key: 'Programs:Youth', kind: 'class', name: 'Youth', parent_key: 'Programs' },
    ]);
    expect(parsed.contacts).toEqual([
      contact({ source_key: 'County Arts Council', kind: 'customer', email: 'grants@countyarts.example', phone: '(555) 010-2000', address_line1: '12 Main St', city: 'Springfield', region: 'IL', postal_code: '62701' }),
      contact({ source_key: 'Sam Rivera Consulting', kind: 'vendor', email: 'sam@rivera.example', phone: '(555) 010-5500', address_line1: '9 Oak Rd', city: 'Springfield', region: 'IL', postal_code: '62704', tax_id: '12-3456789', is_1099: true }),
      contact({ source_key: 'City Power', kind: 'vendor', phone: '(555) 010-4400', address_line1: '400 Grid Ave', city: 'Springfield', region: 'IL', postal_code: '62702', is_1099: false }),
    ]);
  });

  it('gives each TRNS block one entry keyed by its TRNSID, positive amounts as debits', async () => {
    const parsed = await readFixture(import.meta.url, 'transactions.iif');
    expect(parsed.journal).toEqual([
      line({ entry_key: 'T101', date: '2024-01-05', account_key: 'Checking', memo: 'Weekly gifts', debit: '1500.00', credit: '0.00', source_line: 4 }),
      line({ entry_key: 'T101', date: '2024-01-05', account_key: 'Contributions', dimension_key: 'Programs:Youth', contact_key: 'Jane Donor', memo: 'Gift, general', debit: '0.00', credit: '1500.00', source_line: 5 }),
      line({ entry_key: 'T103', date: '2024-01-15', account_key: 'Checking', contact_key: 'City Power', reference: '1042', debit: '0.00', credit: '250.00', source_line: 7 }),
      line({ entry_key: 'T103', date: '2024-01-15', account_key: 'Utilities:Electric', dimension_key: 'Programs', contact_key: 'City Power', memo: 'January electricity', reference: '1042', debit: '250.00', credit: '0.00', source_line: 8 }),
    ]);
    expect(parsed.problems).toEqual([{ file: 'transactions.iif', line: 10, reason: 'The general journal no. 7 of 1/31/2024 does not balance (debits 100.00, credits 90.00), so none of its lines were taken.' }]);
  });

  it('names a transaction’s accounts by number when the same file lists the accounts first', async () => {
    const lists = readFileSync(new URL('./fixtures/lists.iif', import.meta.url));
    const transactions = readFileSync(new URL('./fixtures/transactions.iif', import.meta.url));
    const parsed = await readImportFile(new File([lists, transactions], 'company.iif'));
    expect(parsed.journal.map((row) => [row.entry_key, row.account_key])).toEqual([
      ['T101', '1000'],
      ['T101', '4000'],
      ['T103', '1000'],
      ['T103', '6110'],
    ]);
  });

  it('a file that ends inside a transaction (TRNS without ENDTRNS) is refused and yields nothing', async () => {
    const parsed = await readFixture(import.meta.url, 'truncated.iif');
    expect([parsed.refused, parsed.journal]).toEqual([true, []]);
    expect(parsed.problems).toEqual([{ file: 'truncated.iif', line: null, reason: 'This IIF file ends inside a transaction (the TRNS on row 7 has no ENDTRNS): it was cut short. Export it from QuickBooks Desktop again.' }]);
  });

  it('is recognised by its content whatever the file is called', async () => {
    const parsed = await readImportFile(new File([readFileSync(new URL('./fixtures/lists.iif', import.meta.url))], 'export.txt'));
    expect([parsed.format, parsed.label]).toEqual(['qbd-iif', 'QuickBooks Desktop · IIF lists and transactions (IIF)']);
  });

  it('a TRNS followed by the next TRNS without its ENDTRNS is left out with a problem, the next one taken', async () => {
    const rows = ['!TRNS\tTRNSID\tTRNSTYPE\tDATE\tACCNT\tAMOUNT', '!SPL\tSPLID\tTRNSTYPE\tDATE\tACCNT\tAMOUNT', '!ENDTRNS'];
    rows.push('TRNS\t1\tDEPOSIT\t1/5/2024\tChecking\t10.00', 'SPL\t2\tDEPOSIT\t1/5/2024\tContributions\t-10.00');
    rows.push('TRNS\t3\tDEPOSIT\t1/6/2024\tChecking\t20.00', 'SPL\t4\tDEPOSIT\t1/6/2024\tContributions\t-20.00', 'ENDTRNS');
    const parsed = await readImportFile(new File([`${rows.join('\r\n')}\r\n`], 'gifts.iif'));
    expect(parsed.journal.map((row) => [row.entry_key, row.debit, row.credit])).toEqual([
      ['T3', '20.00', '0.00'],
      ['T3', '0.00', '20.00'],
    ]);
    expect(parsed.problems).toEqual([{ file: 'gifts.iif', line: 4, reason: 'The deposit of 1/5/2024 has no ENDTRNS row before the next transaction, so none of its lines were taken.' }]);
  });
});

