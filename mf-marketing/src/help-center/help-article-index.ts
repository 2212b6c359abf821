// The Help Center's list of articles without their text: what the page needs on its first load
// (categories and titles). The answers and search keywords are in help-article-texts.ts, loaded when
// a visitor searches or opens an article, so the page's cold load stays within the public pages'
// JavaScript budget however many articles there are (docs/performance.md, "Public pages").
// Each article describes only what the application does today, with the labels its screens show
// (product-areas.test.ts checks them against the built screens). The page lists the categories in
// the order they first appear here.

export type HelpCategory =
  | 'Getting started'
  | 'Finance'
  | 'Donations'
  | 'Invoices and bills'
  | 'Budgets and bank reconciliation'
  | 'Reports'
  | 'People and projects'
  | 'Purchasing and inventory'
  | 'Billing and account';

export interface HelpArticleEntry {
  id: string;
  category: HelpCategory;
  title: string;
}

export const HELP_ARTICLE_INDEX: readonly HelpArticleEntry[] = [
  { id: 'set-up-organization', category: 'Getting started', title: 'Set up your organization in 15 minutes' },
  { id: 'import-opening-balances', category: 'Getting started', title: 'Enter opening balances from your previous system' },
  { id: 'restricted-funds', category: 'Finance', title: 'Record a restricted grant and release it when spent' },
  { id: 'import-bank-statement', category: 'Finance', title: 'Import a bank statement' },
  { id: 'correct-journal-entry', category: 'Finance', title: 'Correct a posted journal entry' },
  { id: 'export-transactions', category: 'Finance', title: 'Export transactions to CSV, Excel or PDF' },
  { id: 'close-fiscal-year', category: 'Finance', title: 'Close the fiscal year' },
  { id: 'record-donation-receipt', category: 'Donations', title: 'Record a donation and send its receipt' },
  { id: 'gift-with-benefit', category: 'Donations', title: 'Record a gift where the donor received something in return' },
  { id: 'track-pledge', category: 'Donations', title: 'Track a pledge and the gifts that pay it' },
  { id: 'year-end-giving-statements', category: 'Donations', title: 'Send year-end giving statements' },
  { id: 'in-kind-donations', category: 'Donations', title: 'Record in-kind donations such as food or services' },
  { id: 'issue-invoice-record-payment', category: 'Invoices and bills', title: 'Issue an invoice and record a payment' },
  { id: 'pay-bills-batch', category: 'Invoices and bills', title: 'Enter vendor bills and pay them in a batch' },
  { id: 'aging-and-customer-statements', category: 'Invoices and bills', title: 'See who owes you, and whom you owe' },
  { id: 'budget-from-actuals', category: 'Budgets and bank reconciliation', title: 'Build a budget from last year’s actuals' },
  { id: 'budget-vs-actuals', category: 'Budgets and bank reconciliation', title: 'Compare the budget with what actually happened' },
  { id: 'reconcile-bank-account', category: 'Budgets and bank reconciliation', title: 'Reconcile a bank account from an OFX file' },
  { id: 'change-reconciled-transaction', category: 'Budgets and bank reconciliation', title: 'Correct a transaction after its reconciliation is finished' },
  { id: 'statement-of-activities', category: 'Reports', title: 'Read the Statement of Activities' },
  { id: 'statement-of-financial-position', category: 'Reports', title: 'Read the Statement of Financial Position' },
  { id: 'program-expense-analysis', category: 'Reports', title: 'Read the Program Expense Analysis' },
  { id: 'form-990', category: 'Reports', title: 'Prepare numbers for Form 990' },
  { id: 'drill-down-general-ledger', category: 'Reports', title: 'Find the entries behind any figure' },
  { id: 'donor-analysis', category: 'Reports', title: 'See which donors lapsed (LYBUNT and SYBUNT)' },
  { id: 'invite-team', category: 'People and projects', title: 'Invite your team and choose their roles' },
  { id: 'track-project-costs', category: 'People and projects', title: 'Track what a program costs' },
  { id: 'add-employee-allocation', category: 'People and projects', title: 'Add an employee and split their pay across programs' },
  { id: 'run-payroll', category: 'People and projects', title: 'Run payroll and allocate it to programs' },
  { id: 'tasks-board', category: 'People and projects', title: 'Assign tasks and follow them on the board' },
  { id: 'plan-project-gantt', category: 'People and projects', title: 'Plan a project on the Gantt chart' },
  { id: 'purchase-request-to-order', category: 'Purchasing and inventory', title: 'Request a purchase and turn it into an order' },
  { id: 'receive-purchase-order', category: 'Purchasing and inventory', title: 'Receive a purchase order and enter the vendor’s bill' },
  { id: 'inventory-adjustments', category: 'Purchasing and inventory', title: 'Record goods distributed to a program, spoilage or a stock count' },
  { id: 'lock-period', category: 'Billing and account', title: 'Lock a period you have reported' },
  { id: 'choose-plan', category: 'Billing and account', title: 'Choose a plan before your trial ends' },
  { id: 'switch-organization', category: 'Billing and account', title: 'Work in more than one organization' },
  { id: 'change-password', category: 'Billing and account', title: 'Change your password' },
];
