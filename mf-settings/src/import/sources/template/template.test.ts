import { describe, expect, it } from 'vitest';
import type { ImportAccount, ImportContact } from '../../model/import-model';
import { moduleDefault } from '../../read/csv-rows';
import { readImportFile } from '../../read/read-import-file';
import { readFixture } from '../../test/fixture-file';
import { TEMPLATE_SHEETS } from './template-columns';
import { blankTemplateCsv, blankTemplateWorkbook } from './template-file';

function account(fields: Partial<ImportAccount> & Pick<ImportAccount, 'source_key' | 'name' | 'category'>): ImportAccount {
  return { number: fields.source_key, full_name: fields.name, parent_key: null, source_type: fields.category, is_active: true, description: null, ...fields };
}

const NOTHING = { email: null, phone: null, address_line1: null, address_line2: null, city: null, region: null, postal_code: null, country: null, tax_id: null, is_1099: null };

function contact(fields: Partial<ImportContact> & Pick<ImportContact, 'source_key' | 'kind'>): ImportContact {
  return { ...NOTHING, name: fields.source_key, ...fields };
}

describe('the Missionbase template', () => {
  it('defines the six sheets with a required column or more each, in the order the wizard shows them', () => {
    expect(TEMPLATE_SHEETS.map((sheet) => [sheet.name, sheet.columns.filter((column) => column.required).map((column) => column.header)])).toEqual([
      ['Accounts', ['Name', 'Category']],
      ['Trial balance', ['As of', 'Account']],
      ['Journal', ['Entry', 'Date', 'Account']],
      ['Contacts', ['Name']],
      ['Open invoices', ['Customer', 'Date', 'Amount', 'Open balance']],
      ['Open bills', ['Vendor', 'Date', 'Amount', 'Open balance']],
    ]);
  });

  it('an Accounts sheet gives accounts under the parent named by number or in the full name, the type defaulting to the category', async () => {
    const parsed = await readFixture(import.meta.url, 'accounts.csv');
    expect([parsed.format, parsed.label]).toEqual(['missionbase-template', 'Missionbase template · Accounts (CSV)']);
    expect(parsed.accounts).toEqual([
      account({ source_key: '1000', name: 'Checking', source_type: 'Bank', category: 'Assets', description: 'Main operating account' }),
      account({ source_key: '3000', name: 'Net Assets Without Donor Restrictions', category: 'Net Assets' }),
      account({ source_key: '4000', name: 'Contributions', category: 'Revenue' }),
      account({ source_key: '6100', name: 'Utilities', category: 'Expenses' }),
      account({ source_key: '6110', name: 'Electric', full_name: 'Utilities:Electric', parent_key: '6100', source_type: 'Utilities expense', category: 'Expenses', description: 'Electricity, pantry and office' }),
      account({ source_key: 'Rent:Warehouse', number: null, name: 'Warehouse', full_name: 'Rent:Warehouse', parent_key: 'Rent', category: 'Expenses', is_active: false }),
      account({ source_key: 'Rent', number: null, name: 'Rent', category: 'Expenses' }),
    ]);
    expect(parsed.problems).toEqual([{ file: 'accounts.csv', line: 8, reason: 'The account “Miscellaneous” has the category “Other”; write one of Assets, Liabilities, Net Assets, Revenue or Expenses.' }]);
  });

  it('a Trial balance sheet gives rows by fund, subfunds under their parent fund', async () => {
    const parsed = await readFixture(import.meta.url, 'trial-balance.csv');
    expect(parsed.trial_balance).toEqual([
      { as_of: '2024-12-31', account_key: '1000', dimension_key: 'General Fund', debit: '12500.00', credit: '0.00', source_line: 2 },
      { as_of: '2024-12-31', account_key: '3000', dimension_key: 'General Fund', debit: '0.00', credit: '12200.00', source_line: 3 },
      { as_of: '2024-12-31', account_key: 'Utilities:Electric', dimension_key: 'Restricted:Youth', debit: '300.00', credit: '0.00', source_line: 4 },
      { as_of: '2024-12-31', account_key: '4000', dimension_key: null, debit: '0.00', credit: '600.00', source_line: 5 },
    ]);
    expect(parsed.dimensions).toEqual([
      { source_key: 'General Fund', kind: 'fund', name: 'General Fund', parent_key: null },
      { source_key: 'Restricted', kind: 'fund', name: 'Restricted', parent_key: null },
      { source_key: 'Restricted:Youth', kind: 'fund', name: 'Youth', parent_key: 'Restricted' },
    ]);
  });

  it('a Journal sheet groups lines by Entry wherever they sit, and leaves out an entry that does not balance', async () => {
    const parsed = await readFixture(import.meta.url, 'journal.csv');
    expect(parsed.journal).toEqual([
      { entry_key: 'JE-1', date: '2024-01-15', account_key: '6110', dimension_key: 'General Fund', contact_key: 'City Power', memo: 'January electricity', reference: '1042', debit: '250.00', credit: '0.00', source_line: 2 },
      { entry_key: 'JE-1', date: '2024-01-15', account_key: '1000', dimension_key: 'General Fund', contact_key: 'City Power', memo: null, reference: '1042', debit: '0.00', credit: '250.00', source_line: 4 },
    ]);
    expect(parsed.problems).toEqual([
      { file: 'journal.csv', line: 3, reason: 'The entry “JE-2” does not balance in this file (it is off by 5.00), so none of its lines were taken; check that each of its lines is on the sheet with its amount.' },
    ]);
  });

  it('a Contacts sheet gives donors and vendors, and names a kind it does not know', async () => {
    const parsed = await readFixture(import.meta.url, 'contacts.csv');
    expect(parsed.contacts).toEqual([
      contact({ source_key: 'Jane Donor', kind: 'donor', email: 'jane@example.org', address_line1: '12 Elm St', city: 'Springfield', region: 'IL', postal_code: '62701', country: 'United States' }),
      contact({ source_key: 'City Power', kind: 'vendor', email: 'billing@citypower.example', phone: '(555) 010-4400', address_line1: '400 Grid Ave', address_line2: 'Suite 2', city: 'Springfield', region: 'IL', postal_code: '62702', tax_id: '12-3456789', is_1099: false }),
    ]);
    expect(parsed.problems).toEqual([{ file: 'contacts.csv', line: 4, reason: 'The contact “Board Member” has the kind “trustee”; write donor, customer, vendor or contact.' }]);
  });

  it('Open invoices and Open bills sheets give open documents, a row without its open balance named', async () => {
    const invoices = await readFixture(import.meta.url, 'open-invoices.csv');
    const bills = await readFixture(import.meta.url, 'open-bills.csv');
    expect([...invoices.open_documents, ...bills.open_documents]).toEqual([
      { kind: 'invoice', contact_key: 'County Arts Council', number: '1001', date: '2024-12-01', due_date: '2024-12-31', amount: '2000.00', open_balance: '1500.00', source_line: 2 },
      { kind: 'bill', contact_key: 'City Power', number: 'CP-8812', date: '2024-12-20', due_date: '2025-01-19', amount: '310.00', open_balance: '310.00', source_line: 2 },
    ]);
    expect(invoices.problems).toEqual([{ file: 'open-invoices.csv', line: 3, reason: 'This invoice has no Open balance, so it was not taken.' }]);
  });

  it('a file whose numeric dates never show whether the month or the day comes first is refused with a sentence', async () => {
    const parsed = await readFixture(import.meta.url, 'journal-ambiguous-dates.csv');
    expect([parsed.refused, parsed.journal]).toEqual([true, []]);
    expect(parsed.problems).toEqual([
      {
        file: 'journal-ambiguous-dates.csv',
        line: null,
        reason: 'The dates in this file (such as “01/02/2024”) could be month/day/year or day/month/year: no day in it is above 12 and its header does not say. Export it with dates written as YYYY-MM-DD, or with a month name, and import it again.',
      },
    ]);
  });

  it('a blank CSV of one sheet holds its headings', () => {
    expect(blankTemplateCsv('open_bills')).toBe('Vendor,Number,Date,Due date,Amount,Open balance\r\n');
  });

  it('the blank workbook, filled in, reads back sheet by sheet, its Read me sheet passed over', async () => {
    const { Workbook } = moduleDefault(await import('exceljs'));
    const workbook = new Workbook();
    await workbook.xlsx.load(await blankTemplateWorkbook());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Read me', 'Accounts', 'Trial balance', 'Journal', 'Contacts', 'Open invoices', 'Open bills']);
    workbook.getWorksheet('Accounts')?.addRow(['1000', 'Checking', '', 'Bank', 'Assets', 'Yes', '']);
    workbook.getWorksheet('Accounts')?.addRow(['3000', 'Net Assets', '', '', 'Net Assets', '', '']);
    workbook.getWorksheet('Trial balance')?.addRow([new Date(Date.UTC(2024, 11, 31)), '1000', '', 1250.5, null]);
    workbook.getWorksheet('Trial balance')?.addRow([new Date(Date.UTC(2024, 11, 31)), '3000', '', null, 1250.5]);
    const parsed = await readImportFile(new File([await workbook.xlsx.writeBuffer()], 'our-books.xlsx'));
    expect([parsed.format, parsed.label, parsed.refused]).toEqual(['missionbase-template', 'Missionbase template · Accounts, Trial balance, Journal, Contacts, Open invoices, Open bills (XLSX)', false]);
    expect(parsed.accounts.map((row) => [row.source_key, row.name, row.category])).toEqual([
      ['1000', 'Checking', 'Assets'],
      ['3000', 'Net Assets', 'Net Assets'],
    ]);
    expect(parsed.trial_balance).toEqual([
      { as_of: '2024-12-31', account_key: '1000', dimension_key: null, debit: '1250.50', credit: '0.00', source_line: 2 },
      { as_of: '2024-12-31', account_key: '3000', dimension_key: null, debit: '0.00', credit: '1250.50', source_line: 2 + 1 },
    ]);
  });
});
