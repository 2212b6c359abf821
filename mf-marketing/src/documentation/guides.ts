// Documentation guides, grouped by product area. Each guide describes only what the application
// does today (product-areas.test.ts checks them against the built screens).

export interface GuideArea {
  id: string;
  area: string;
  summary: string;
  guides: readonly { title: string; text: string }[];
}

export const GUIDE_AREAS: readonly GuideArea[] = [
  {
    id: 'finance',
    area: 'Finance',
    summary: 'Day-to-day bookkeeping: transactions, bank statement imports, accounts and donations.',
    guides: [
      { title: 'Transactions', text: 'Record income, expenses, asset and liability movements; pick the account by type and tag a fund and project. Search, filter and sort the list, edit or delete a transaction, and export the filtered list to CSV, Excel or PDF.' },
      { title: 'Bank statement import', text: 'Import the CSV file your bank exports: every row is checked and previewed before anything is written, and duplicates are left out.' },
      { title: 'Chart of accounts', text: 'How accounts are grouped into Revenue, Expenses, Assets and Liabilities, their balances, and adding, editing or deactivating an account.' },
      { title: 'Donations', text: 'Gifts in cash, by check or in kind, into funds with or without donor restrictions; totals for any filter, each donor’s giving history, and a warning before you add a donor twice.' },
    ],
  },
  {
    id: 'fund-accounting',
    area: 'Fund accounting',
    summary: 'Funds, net asset classes and the rules that keep each fund balanced.',
    guides: [
      { title: 'Funds and restrictions', text: 'Create funds without and with donor restrictions, see each fund’s balance and activity, and release restricted money when it has been spent.' },
      { title: 'Journal entries', text: 'Saved as drafts, posted only when balanced per fund, immutable once posted, corrected by reversal: the ledger rules explained.' },
      { title: 'Closing a period', text: 'Lock the books up to a date so reports you have filed never change underneath you.' },
    ],
  },
  {
    id: 'reports',
    area: 'Reports',
    summary: 'The core financial statements, read straight from the ledger.',
    guides: [
      { title: 'Statements of Financial Position and Activities', text: 'The two core statements for your board and auditor: choose the date or period, compare with an earlier one, and export.' },
    ],
  },
  {
    id: 'settings',
    area: 'Settings and security',
    summary: 'Your profile, organization, users and roles, billing and advanced options.',
    guides: [
      { title: 'Organization', text: 'Name, logo, address, EIN and the month your fiscal year starts; sales and expense defaults.' },
      { title: 'Users and roles', text: 'Owner, admin, member and viewer: what each may see and change, and inviting people by e-mail.' },
      { title: 'Billing', text: 'Plans, monthly or yearly billing and your payment history.' },
      { title: 'Audit log and export', text: 'Who changed what and when, the period lock, and the whole organization’s books exported as a zip file.' },
    ],
  },
];
