// What each product area does today, in the words the features page uses. Every claim names the
// application routes that deliver it (`appRoutes`), and product-areas.test.ts checks that each of
// those routes renders a built screen, not its placeholder frame: a claim comes back here when its
// screen lands. What is built in the database but has no screen yet is listed under COMING_NEXT.

export interface ProductArea {
  id: string;
  name: string;
  summary: string;
  points: readonly string[];
  /** The application pages (paths of the navigation manifest) that do what this area says. */
  appRoutes: readonly string[];
}

export const PRODUCT_AREAS: readonly ProductArea[] = [
  {
    id: 'fund-accounting',
    name: 'Fund accounting',
    summary: 'A general ledger built the way nonprofits are audited: every line carries a fund, and every entry balances per fund.',
    points: [
      'Funds without and with donor restrictions (the ASU 2016-14 net asset classes), each with its balance and activity',
      'Releases from restriction in one step, recorded as the entry your auditor expects',
      'A nonprofit chart of accounts modelled on the Unified Chart of Accounts, ready on day one, with rolled-up balances',
      'Journal entries saved as drafts and posted only when they balance in every fund; posted entries are never edited, only reversed',
    ],
    appRoutes: ['/app/funds', '/app/accounts', '/app/finance/journal-entries'],
  },
  {
    id: 'transactions',
    name: 'Transactions',
    summary: 'Record income, expenses, assets and loans in seconds; each one posts its balanced entry to the ledger as you save.',
    points: [
      'Search, filter by date, type, account, fund or project, and sort, with totals worked out by the ledger',
      'Import a bank statement (CSV): every row checked and previewed before anything is written, duplicates left out',
      'Export the filtered list to CSV, Excel or PDF',
    ],
    appRoutes: ['/app/transactions'],
  },
  {
    id: 'dashboard',
    name: 'Dashboard',
    summary: 'Where your organization stands today, read straight from the ledger.',
    points: [
      'Cash on hand, revenue and expenses for the fiscal year, and net assets with and without donor restrictions',
      'Twelve months of revenue against expenses',
      'Fund balances, project spending against budget and the latest activity',
    ],
    appRoutes: ['/app/dashboard'],
  },
  {
    id: 'team-and-organizations',
    name: 'Your team and organizations',
    summary: 'Invite the people who keep your books, with the access each of them needs.',
    points: [
      'Owner, admin, member and viewer roles; viewers read everything and change nothing',
      'Several organizations under one login, each with its own books',
      'Organization settings: name, logo, fiscal year and document numbering',
    ],
    appRoutes: ['/app/settings/users', '/app/settings/organization'],
  },
];

/** Areas being built: named so visitors know what is coming, with no claim that they work today. */
export const COMING_NEXT: readonly string[] = [
  'Donations with donor receipts',
  'Invoices and bills',
  'Budgets and Budget vs. Actuals',
  'Bank reconciliation',
  'Financial statements and reports',
  'Projects with tasks and Gantt charts',
  'Employees and payroll',
  'Purchasing and inventory',
];
