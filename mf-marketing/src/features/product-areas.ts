// What each product area does today, in the words the features page uses. Every claim names the
// application routes that deliver it (`appRoutes`), and product-areas.test.ts checks that each of
// those routes renders a built screen, not its placeholder frame: a claim comes back here when its
// screen lands. An area without its screens yet is named under COMING_NEXT, which claims nothing.

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
    id: 'donations',
    name: 'Donations, pledges and receipts',
    summary: 'Every gift recorded once, in the right fund, with the receipt your donor needs for their taxes.',
    points: [
      'Donors with contact details, lifetime and year-to-date giving, and a warning before a duplicate is created',
      'Gifts by cash, check, card, ACH, stock or in kind at fair value, each posted to its fund; a gift into a restricted fund stays restricted',
      'Pledges with one date or instalments: the receivable is booked when the pledge is made and each gift reduces it',
      'Receipt PDFs with your EIN, the receipt number and the "no goods or services" wording, year-end giving statements, a zip for the year, and sending by e-mail',
    ],
    appRoutes: ['/app/finance/donations'],
  },
  {
    id: 'invoices-and-bills',
    name: 'Invoices and bills',
    summary: 'Money owed to you and by you, from the grantor invoice to the vendor check, each step posted by the ledger.',
    points: [
      'Invoices numbered from your sequence, issued, paid in part or in full, or voided; overdue is worked out from the due date',
      'Invoice PDFs sent by e-mail, and a statement of open invoices per customer',
      'Bills with the vendor’s document attached, approval, and payment of one bill or a batch with check numbers',
      'Accounts receivable and payable aging in 30-day buckets that tie to the ledger, exportable',
    ],
    appRoutes: ['/app/finance/invoices', '/app/finance/bills'],
  },
  {
    id: 'budgets-and-reconciliation',
    name: 'Budgets and bank reconciliation',
    summary: 'Know where the year stands against the board’s budget, and prove that the books agree with the bank.',
    points: [
      'Budgets per fiscal year, fund or project, month by month, built from last year’s actuals or a copy, with draft and approved versions',
      'Budget vs. actual by month, quarter and year to date, with the variance in money and percent and a drill-down to the ledger lines',
      'Budget grids imported and exported as Excel or CSV',
      'Bank statements imported from CSV, OFX, QFX or CAMT.053, matched to the ledger with suggestions, and finished only when the difference is zero; reconciled lines are locked',
    ],
    appRoutes: ['/app/finance/budgeting', '/app/reports/budget-vs-actuals', '/app/finance/reconciliation'],
  },
  {
    id: 'reports',
    name: 'Nonprofit financial statements and reports',
    summary: 'The statements your board, auditor and the IRS read, in the ASU 2016-14 form, straight from the ledger.',
    points: [
      'Statements of Activities, Financial Position and Cash Flows, with net assets without and with donor restrictions and releases from restriction',
      'Program expense analysis by nature and function, with the program expense ratio',
      'Fund balances, donor analysis (retention, LYBUNT and SYBUNT), and a Form 990 helper with 1099 vendors',
      'Trial balance and general ledger detail; every figure drills down to its ledger lines; comparison periods; export to CSV, Excel and PDF',
    ],
    appRoutes: [
      '/app/reports/activities',
      '/app/reports/position',
      '/app/reports/cashflows',
      '/app/reports/program-expenses',
      '/app/reports/fund-balance',
      '/app/reports/donors',
      '/app/reports/taxes',
      '/app/reports/trial-balance',
      '/app/reports/general-ledger',
    ],
  },
  {
    id: 'projects',
    name: 'Projects and tasks',
    summary: 'Plan the work of each program or grant and see what it has spent against its budget.',
    points: [
      'Projects as a list or cards, with budget, spent to date from the ledger and progress from their tasks',
      'Tasks in a list or on a board, with assignees, due dates, priorities and comments',
      'A Gantt chart with dependencies: drag a task to move or resize it, and a task cannot start before the one it depends on ends',
    ],
    appRoutes: ['/app/projects/overview', '/app/projects/tasks', '/app/projects/gantt'],
  },
  {
    id: 'hr-and-payroll',
    name: 'Employees and payroll',
    summary: 'Staff records and pay runs whose cost lands in the right program, function and fund.',
    points: [
      'Employees with their allocation across programs and funds; tax ids and bank details visible to owners and admins only',
      'Payroll runs proposed from salaries and hours, approved into one balanced entry split by each employee’s allocation',
      'Pay stubs as PDF and the payroll register as CSV or Excel',
    ],
    appRoutes: ['/app/hr/employees', '/app/hr/payroll'],
  },
  {
    id: 'supply-chain',
    name: 'Purchasing and inventory',
    summary: 'From a staff request to goods on the shelf, with the inventory value kept in the ledger.',
    points: [
      'Purchase requests with approval, and purchase orders numbered from your sequence, sent to the vendor as PDF',
      'Receiving in part or in full, posted to inventory, and a three-way match of order, receipt and bill',
      'Stock levels, adjustments, distributions to programs and a reorder notification; the inventory valuation ties to the ledger',
    ],
    appRoutes: ['/app/supply-chain/purchase-requests', '/app/supply-chain/purchase-orders', '/app/supply-chain/inventory', '/app/reports/inventory'],
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

/** Areas being built: named so visitors know what is coming, with no claim that they work today. Empty
 * when every area of the product has its screens (the features page then leaves the section out). */
export const COMING_NEXT: readonly string[] = [];
