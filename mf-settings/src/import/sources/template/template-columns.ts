// Our own import template, for books kept in a spreadsheet or in software we have no reader for:
// six sheets (or six CSV files), each with the columns below. The wizard and the help pages show
// this table; the blank template file is made from it (template-file.ts) and the reader checks
// files against it (template-sheets.ts).

export type TemplateSheetId = 'accounts' | 'trial_balance' | 'journal' | 'contacts' | 'open_invoices' | 'open_bills';

export interface TemplateColumn {
  /** The heading as written in the template's first row. */
  header: string;
  required: boolean;
  description: string;
  example: string;
}

export interface TemplateSheet {
  id: TemplateSheetId;
  /** The sheet's name in the workbook, and the CSV file's name without ".csv". */
  name: string;
  description: string;
  columns: readonly TemplateColumn[];
}

export const TEMPLATE_SHEETS: readonly TemplateSheet[] = [
  {
    id: 'accounts',
    name: 'Accounts',
    description: 'The chart of accounts: one row per account.',
    columns: [
      { header: 'Number', required: false, description: 'The account number. When given, other sheets may name the account by it.', example: '6110' },
      { header: 'Name', required: true, description: 'The account name. A subaccount may be written with its parents, separated by colons.', example: 'Electric' },
      { header: 'Parent', required: false, description: 'The number, or the name with its parents, of the account this one is under.', example: '6100' },
      { header: 'Type', required: false, description: 'Your own word for the account type; the category is used when blank.', example: 'Utilities expense' },
      { header: 'Category', required: true, description: 'One of Assets, Liabilities, Net Assets, Revenue, Expenses.', example: 'Expenses' },
      { header: 'Active', required: false, description: 'Yes or No; blank is Yes.', example: 'Yes' },
      { header: 'Description', required: false, description: 'What the account is for.', example: 'Electricity for the pantry' },
    ],
  },
  {
    id: 'trial_balance',
    name: 'Trial balance',
    description: 'Each account’s balance on the day before your books start in Missionbase.',
    columns: [
      { header: 'As of', required: true, description: 'The date of the balances, as YYYY-MM-DD.', example: '2024-12-31' },
      { header: 'Account', required: true, description: 'The account number, or its name with its parents.', example: '1000' },
      { header: 'Fund', required: false, description: 'The fund (or class) the balance belongs to, when you track them.', example: 'General Fund' },
      { header: 'Debit', required: false, description: 'The balance when it is a debit.', example: '12500.00' },
      { header: 'Credit', required: false, description: 'The balance when it is a credit.', example: '' },
    ],
  },
  {
    id: 'journal',
    name: 'Journal',
    description: 'Past transactions, one row per line; the lines of one entry share its Entry and balance.',
    columns: [
      { header: 'Entry', required: true, description: 'Any word or number that the lines of one entry share.', example: 'JE-1001' },
      { header: 'Date', required: true, description: 'The date of the entry, as YYYY-MM-DD.', example: '2024-01-15' },
      { header: 'Account', required: true, description: 'The account number, or its name with its parents.', example: '6110' },
      { header: 'Fund', required: false, description: 'The fund (or class) of the line.', example: 'General Fund' },
      { header: 'Contact', required: false, description: 'The donor, customer or vendor of the line, as named on the Contacts sheet.', example: 'City Power' },
      { header: 'Memo', required: false, description: 'What the line is for.', example: 'January electricity' },
      { header: 'Reference', required: false, description: 'A check, invoice or receipt number.', example: '1042' },
      { header: 'Debit', required: false, description: 'The line’s amount when it is a debit.', example: '250.00' },
      { header: 'Credit', required: false, description: 'The line’s amount when it is a credit.', example: '' },
    ],
  },
  {
    id: 'contacts',
    name: 'Contacts',
    description: 'Donors, customers and vendors.',
    columns: [
      { header: 'Name', required: true, description: 'The name other sheets use for this contact.', example: 'City Power' },
      { header: 'Kind', required: false, description: 'donor, customer, vendor or contact; blank is contact.', example: 'vendor' },
      { header: 'Email', required: false, description: 'Their e-mail address.', example: 'billing@citypower.example' },
      { header: 'Phone', required: false, description: 'Their phone number.', example: '(555) 010-4400' },
      { header: 'Address line 1', required: false, description: 'The street address.', example: '400 Grid Ave' },
      { header: 'Address line 2', required: false, description: 'Suite, floor or P.O. box.', example: 'Suite 2' },
      { header: 'City', required: false, description: 'The city.', example: 'Springfield' },
      { header: 'Region', required: false, description: 'The state or province.', example: 'IL' },
      { header: 'Postal code', required: false, description: 'The ZIP or postal code.', example: '62701' },
      { header: 'Country', required: false, description: 'The country.', example: 'United States' },
      { header: 'Tax ID', required: false, description: 'Their EIN or SSN, for vendors who get a 1099.', example: '12-3456789' },
      { header: '1099', required: false, description: 'Yes when the vendor gets a 1099; blank when not known.', example: 'No' },
    ],
  },
  {
    id: 'open_invoices',
    name: 'Open invoices',
    description: 'Invoices not fully paid on the day your books start in Missionbase.',
    columns: [
      { header: 'Customer', required: true, description: 'The customer or donor, as named on the Contacts sheet.', example: 'County Arts Council' },
      { header: 'Number', required: false, description: 'The invoice number.', example: '1001' },
      { header: 'Date', required: true, description: 'The invoice date, as YYYY-MM-DD.', example: '2024-12-01' },
      { header: 'Due date', required: false, description: 'When it is due, as YYYY-MM-DD.', example: '2024-12-31' },
      { header: 'Amount', required: true, description: 'The invoice’s total.', example: '2000.00' },
      { header: 'Open balance', required: true, description: 'What is still owed.', example: '1500.00' },
    ],
  },
  {
    id: 'open_bills',
    name: 'Open bills',
    description: 'Bills not fully paid on the day your books start in Missionbase.',
    columns: [
      { header: 'Vendor', required: true, description: 'The vendor, as named on the Contacts sheet.', example: 'City Power' },
      { header: 'Number', required: false, description: 'The vendor’s bill number.', example: 'CP-8812' },
      { header: 'Date', required: true, description: 'The bill date, as YYYY-MM-DD.', example: '2024-12-20' },
      { header: 'Due date', required: false, description: 'When it is due, as YYYY-MM-DD.', example: '2025-01-19' },
      { header: 'Amount', required: true, description: 'The bill’s total.', example: '310.00' },
      { header: 'Open balance', required: true, description: 'What is still owed.', example: '310.00' },
    ],
  },
];

export function templateSheet(id: TemplateSheetId): TemplateSheet {
  const sheet = TEMPLATE_SHEETS.find((candidate) => candidate.id === id);
  if (!sheet) throw new Error(`template sheet ${id} is not defined`);
  return sheet;
}
