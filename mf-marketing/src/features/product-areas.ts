// What each product area does, in the words the features page and the documentation use.

export interface ProductArea {
  id: string;
  name: string;
  summary: string;
  points: readonly string[];
}

export const PRODUCT_AREAS: readonly ProductArea[] = [
  {
    id: 'fund-accounting',
    name: 'Fund accounting',
    summary: 'A general ledger built the way nonprofits are audited: every line carries a fund, and every entry balances per fund.',
    points: [
      'Funds without and with donor restrictions, following the ASU 2016-14 net asset classes',
      'A nonprofit chart of accounts modelled on the Unified Chart of Accounts, ready on day one',
      'Posted entries are never edited, only reversed, so your audit trail stays intact',
      'Closed periods are locked so last year’s numbers stay the numbers you filed',
    ],
  },
  {
    id: 'donations',
    name: 'Donations',
    summary: 'Record gifts, pledges and in-kind donations against the right fund, and thank donors with accurate receipts.',
    points: [
      'Restricted gifts land in the restricted fund automatically',
      'In-kind donations valued and posted to revenue and inventory or expense',
      'Donor Analysis report: retention, average gift and top supporters',
      'Year-end giving statements per donor',
    ],
  },
  {
    id: 'invoices-and-bills',
    name: 'Invoices and bills',
    summary: 'Invoice program fees and grants receivable; enter vendor bills and pay them on time.',
    points: [
      'Invoices post to accounts receivable and revenue when sent',
      'Bills post to accounts payable and the expense account and fund you choose',
      'Payments clear receivables and payables and show up in cash flow',
      'Aging at a glance: what is overdue and by how much',
    ],
  },
  {
    id: 'budgets',
    name: 'Budgets',
    summary: 'Build an annual budget per fund and program, then compare it with what actually happened.',
    points: [
      'Line items by account and month, copied forward from last year if you like',
      'Budget vs. Actuals with variances in dollars and percent',
      'Separate budgets for each grant so you can report on its period, not your fiscal year',
    ],
  },
  {
    id: 'reconciliation',
    name: 'Bank reconciliation',
    summary: 'Match your books to each bank statement, line by line, and know your cash is right.',
    points: [
      'Tick off cleared transactions against the statement balance',
      'Differences shown as you go, so you know when you are done',
      'Reconciled periods are saved and can be reopened only on purpose',
    ],
  },
  {
    id: 'statements',
    name: 'Financial statements and reports',
    summary: 'Nine reports read straight from the ledger, so they always agree with each other.',
    points: [
      'Statement of Activities and Statement of Financial Position',
      'Statement of Cash Flows and Fund Balance Report',
      'Budget vs. Actuals, Donor Analysis and Program Expense Analysis',
      'Inventory Valuation and Taxes Report for your Form 990 preparer',
    ],
  },
  {
    id: 'projects',
    name: 'Projects and programs',
    summary: 'Plan programs and grants as projects, track tasks on a board or a Gantt chart, and see what each one costs.',
    points: [
      'Tag any transaction or journal line with a project',
      'Tasks with owners, due dates and dependencies',
      'Program Expense Analysis shows spending by program for your functional expense report',
    ],
  },
  {
    id: 'hr-and-payroll',
    name: 'HR and payroll',
    summary: 'Keep employee records and run payroll that posts wages, taxes and benefits to the right funds.',
    points: [
      'Employee profiles with pay rates and fund allocations',
      'Payroll runs that split salaries across grants by percentage',
      'Gross-to-net summaries and liability accounts kept up to date',
    ],
  },
  {
    id: 'purchasing-and-inventory',
    name: 'Purchasing and inventory',
    summary: 'Approve purchase requests, issue purchase orders and track supplies from the loading dock to the program.',
    points: [
      'Purchase requests with approval before anyone spends',
      'Purchase orders that post to inventory or expense when received',
      'Stock levels, adjustments and Inventory Valuation for food banks and clinics',
    ],
  },
];
