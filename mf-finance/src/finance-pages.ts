// The finance area's pages (paths relative to /app) and what each will hold. Frames for now:
// their content comes with the finance issues.
import { REPORT_NAMES, pageTitleFromPath } from '@missionbase/domain/page-title';

export interface AreaPage {
  path: string;
  title: string;
  description: string;
}

function page(path: string, description: string): AreaPage {
  return { path, title: pageTitleFromPath(`/app/${path}`) ?? path, description };
}

export const FINANCE_PAGES: readonly AreaPage[] = [
  page('transactions', 'Every income, expense, asset and liability entry of the organization.'),
  page('accounts', 'The chart of accounts, as a tree of revenue, expense, asset and liability accounts.'),
  page('funds', 'Fund accounting: balances by fund and donor restriction.'),
  page('reports', 'Financial statements and analyses, read from the general ledger.'),
  page('finance/invoices', 'Invoices sent to customers and what they still owe.'),
  page('finance/bills', 'Bills from vendors and when they are due.'),
  page('finance/donations', 'Donations received, by donor and fund.'),
  page('finance/budgeting', 'Budgets and their line items.'),
  page('finance/journal-entries', 'Balanced journal entries posted to the general ledger.'),
  page('finance/reconciliation', 'Bank reconciliation against statements.'),
  ...Object.keys(REPORT_NAMES).map((report) => page(`reports/${report}`, 'This report will be computed from the general ledger.')),
];

export const FINANCE_LINKS = [
  { label: 'Transactions', to: '/app/transactions' },
  { label: 'Chart of Accounts', to: '/app/accounts' },
  { label: 'Fund Accounting', to: '/app/funds' },
  { label: 'Reports', to: '/app/reports' },
  { label: 'Invoices', to: '/app/finance/invoices' },
];
