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
    summary: 'Day-to-day bookkeeping: transactions, bank statement imports and accounts.',
    guides: [
      { title: 'Transactions', text: 'Record income, expenses, asset and liability movements; pick the account by type and tag a fund and project. Search, filter and sort the list, edit or delete a transaction, and export the filtered list to CSV, Excel or PDF.' },
      { title: 'Bank statement import', text: 'Import the CSV file your bank exports: every row is checked and previewed before anything is written, and duplicates are left out.' },
      { title: 'Chart of accounts', text: 'How accounts are grouped into Revenue, Expenses, Assets and Liabilities, their balances, and adding, editing or deactivating an account.' },
    ],
  },
  {
    id: 'fund-accounting',
    area: 'Fund accounting',
    summary: 'Funds, net asset classes and the rules that keep each fund balanced.',
    guides: [
      { title: 'Funds and restrictions', text: 'Create funds without and with donor restrictions, see each fund’s balance and activity, and release restricted money when it has been spent.' },
      { title: 'Journal entries', text: 'Saved as drafts, posted only when balanced per fund, immutable once posted, corrected by reversal; an entry a document posted (a donation, invoice, bill, payment or payroll run) is corrected through that document: the ledger rules explained.' },
      { title: 'Closing a period', text: 'Lock the books up to a date so reports you have filed never change underneath you.' },
      { title: 'Closing the fiscal year', text: 'One entry per year, dated its last day, moves revenue and expenses into net assets fund by fund and by restriction, and locks the year; an owner can reopen the latest closed year.' },
    ],
  },
  {
    id: 'donations',
    area: 'Donations, pledges and receipts',
    summary: 'Donors, gifts, promises to give and the acknowledgements donors need for their taxes.',
    guides: [
      { title: 'Donations and donors', text: 'Gifts by cash, check, card, ACH, wire, stock or in kind at fair value, into funds with or without donor restrictions; totals for any filter, each donor’s giving history, and a warning before you add a donor twice.' },
      { title: 'Pledges', text: 'A pledge of one payment or instalments is contribution revenue on the day it is made, in its fund; gifts applied to it reduce the receivable, and the open balance can be cancelled.' },
      { title: 'Receipts', text: 'One PDF per gift with your letterhead and EIN, the receipt number, the no-goods-or-services wording or the value of what the donor received and the deductible part; in-kind gifts are described without a value. Download it or send it by e-mail.' },
      { title: 'Year-end giving statements', text: 'Every gift of a calendar year per donor with the deductible total: download or e-mail one donor’s statement, or download every donor’s statement (or every receipt) of the year as one zip.' },
    ],
  },
  {
    id: 'invoices-and-bills',
    area: 'Invoices and bills',
    summary: 'Money owed to you and by you, each step posted to the ledger.',
    guides: [
      { title: 'Invoices and customers', text: 'Invoices numbered from your sequence, each line in the document’s fund or its own, drafted, issued, paid in part or in full into the account you choose, or voided before any payment; overdue follows the due date. PDF on your letterhead, e-mail to the customer, and a statement of a customer’s open invoices.' },
      { title: 'Bills and vendors', text: 'Bills with a fund per line when needed and the vendor’s document attached, approval (owners or admins above your threshold), and payment of one bill or a batch with one check number per vendor; vendors with a default expense account and a 1099 flag.' },
      { title: 'Aging', text: 'Accounts receivable and payable by customer or vendor in current, 1-30, 31-60, 61-90 and over 90 days, as of any date, always equal to the ledger; export and print.' },
    ],
  },
  {
    id: 'budgets-and-reconciliation',
    area: 'Budgets and bank reconciliation',
    summary: 'The board’s plan against the ledger, and proof that the books agree with the bank.',
    guides: [
      { title: 'Budgets', text: 'A budget per fiscal year for the organization, a fund or a project, month by month for each revenue and expense account: started from last year’s actuals changed by a percent, from a copy or empty; draft, approved and archived versions; the grid imported and exported as Excel or CSV.' },
      { title: 'Budget vs. actual', text: 'The approved budget against the ledger by account, with the variance in money and percent and favourable or unfavourable marked; by month, quarter, year to date or any period, each actual opening its ledger lines.' },
      { title: 'Bank reconciliation', text: 'Statements imported from OFX, QFX, CAMT.053 or CSV, matched to the ledger with suggestions or by hand, bank fees recorded from a line, lines added by hand, an overdrawn (negative) ending balance, finished only at a zero difference; reconciled lines are locked, and a report of each reconciliation downloads as PDF or Excel.' },
    ],
  },
  {
    id: 'reports',
    area: 'Reports',
    summary: 'The statements and analyses your board, auditor and the IRS read, straight from the ledger.',
    guides: [
      { title: 'Statements of Financial Position and Activities', text: 'The two core statements for your board and auditor: choose the date or period, compare with an earlier one, filter by fund or project, and export.' },
      { title: 'Statement of Cash Flows', text: 'The indirect method, from the change in net assets to the cash at the end of the period, with operating, investing and financing sections that owners and admins can adjust per account type.' },
      { title: 'Program Expense Analysis', text: 'Expenses by nature and by function (each program, management and general, fundraising) and the program expense ratio; where each expense’s function comes from: the line itself, its project, or its account.' },
      { title: 'Fund balances and donors', text: 'Each fund from its beginning to its ending balance; donor analysis with new, retained and lapsed donors (LYBUNT, SYBUNT), retention, giving levels and top donors.' },
      { title: 'Taxes Report', text: 'Form 990 Parts VIII and IX from your books with a line chosen per account, the vendors to report on 1099, and the period’s payroll taxes.' },
      { title: 'Trial balance and general ledger', text: 'Every account’s balance in debit and credit columns, and the posted lines of any account with opening and running balances. Every ledger amount in the statements and reports opens the lines behind it, and the reports print and export to CSV, Excel and PDF.' },
    ],
  },
  {
    id: 'projects',
    area: 'Projects and tasks',
    summary: 'Plan the work of each program or grant and see what it has spent.',
    guides: [
      { title: 'Projects', text: 'Projects as a list or cards with manager, dates, budget, spent to date from the ledger, remaining and progress; each project’s page with its budget against actual, ledger lines, documents and team.' },
      { title: 'Tasks', text: 'Tasks in a list or on a board by status, with assignees, dates, priorities, estimates, dependencies and comments; assignees are notified when a task is assigned to them and when it is overdue.' },
      { title: 'Gantt chart', text: 'Tasks on a timeline by day, week or month with a line for today: drag to move or resize, link one bar to another with the mouse or from the task’s menu on the keyboard; a task cannot start before the task it waits for ends.' },
    ],
  },
  {
    id: 'hr-and-payroll',
    area: 'Employees and payroll',
    summary: 'Staff records and pay runs whose cost lands in the right program, function and fund.',
    guides: [
      { title: 'Employees', text: 'Records with job, manager, pay and schedule; each employee’s pay allocated to programs, functions and funds in shares that total 100 percent; tax ids and bank details for owners and admins only.' },
      { title: 'Payroll runs', text: 'A run proposed from salaries and the hours of hourly staff, approved into one balanced entry split by each employee’s allocation, then marked paid; withholdings from a flat rate table you keep, not a tax engine.' },
      { title: 'Pay stubs and the register', text: 'A PDF pay stub per employee or all of a run’s stubs as a zip, the register as CSV or Excel, and year-to-date totals per employee.' },
    ],
  },
  {
    id: 'supply-chain',
    area: 'Purchasing and inventory',
    summary: 'From a staff request to goods on the shelf, with the inventory value kept in the ledger.',
    guides: [
      { title: 'Purchase requests and orders', text: 'Requests with approval (owners above your threshold), orders from one or several approved requests or from scratch, numbered from your sequence and sent to the vendor as PDF.' },
      { title: 'Receiving and the vendor bill', text: 'Goods received in part or in full and posted to inventory, the vendor’s bill drafted from the order, and a three-way match of ordered, received and billed.' },
      { title: 'Inventory', text: 'Stock levels at average cost, distributions to programs, spoilage, counts and donated goods, each posted to the ledger; a low-stock notification at the reorder level, and an inventory valuation that ties to the ledger.' },
    ],
  },
  {
    id: 'settings',
    area: 'Settings and security',
    summary: 'Your profile, organization, users and roles, billing, sales and expense defaults, and advanced options.',
    guides: [
      { title: 'Organization', text: 'Name, logo, address, EIN and the month your fiscal year starts; these appear on your receipts, invoices and purchase orders.' },
      { title: 'Sales and expenses', text: 'Invoice and receipt numbering, terms, default accounts and receipt wording; bill numbering, approval thresholds for bills and purchase requests, and the payroll rate table.' },
      { title: 'Users and roles', text: 'Owner, admin, member and viewer: what each may see and change, and inviting people by e-mail.' },
      { title: 'Billing', text: 'Plans, monthly or yearly billing and your payment history.' },
      { title: 'Audit log and export', text: 'Who changed what and when, the period lock, the year-end close, and the whole organization’s books exported as a zip file.' },
    ],
  },
];
